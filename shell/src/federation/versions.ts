/**
 * The version rule at the boundary (docs/sections.md "Version rules"): a remote states what it
 * needs the shell to provide (its section.json `requires`: package → semver range, from its
 * package.json at build time), the shell compares it with what it provides before loading any
 * of the remote's code. Only what the remote cannot bring itself is in `requires`: singletons
 * and the `@tac/*` packages; a pure library the shell cannot satisfy comes from the remote's
 * own copy (Module Federation picks it).
 */

/** One library the remote needs in a version the shell does not provide. */
export interface Incompatibility {
  library: string;
  /** The range the remote was built for, e.g. '^2.0.0'. */
  required: string;
  /** The version the shell provides, or undefined when it provides none. */
  provided: string | undefined;
}

/** Does `version` satisfy `range`? (semver; the Module Federation runtime's own implementation.) */
export type Satisfies = (version: string, range: string) => boolean;

/** What `requires` asks for that `provided` (package → version) does not satisfy, in `requires` order. */
export function incompatibilities(
  requires: Readonly<Record<string, string>>,
  provided: Readonly<Record<string, string | undefined>>,
  satisfies: Satisfies,
): Incompatibility[] {
  return Object.entries(requires).flatMap(([library, required]) => {
    const version = provided[library];
    return version && satisfies(version, required) ? [] : [{ library, required, provided: version }];
  });
}
