import type { Compiler } from '@rspack/core';
import { MANIFEST_AUTO_PUBLIC_PATH, QuietManifestNoticePlugin } from '../build/quietNotices';

type Tap = (name: string, type: string, args?: unknown[]) => true | undefined;

/** The plugin's answer to rspack's infrastructureLog hook (a bail hook: true drops the line). */
function tapped(): Tap {
  let tap: Tap | undefined;
  const compiler = { hooks: { infrastructureLog: { tap: (_plugin: string, fn: Tap) => (tap = fn) } } } as unknown as Compiler;
  new QuietManifestNoticePlugin().apply(compiler);
  return tap!;
}

describe("the build's Module Federation manifest notice (issue 34, hitch 3)", () => {
  const PREFIX = '[ Module Federation Manifest Plugin ]';
  it("drops publicPath 'auto''s notice only; the plugin's other warnings and errors still show", () => {
    const tap = tapped();
    expect(tap('Module Federation Manifest Plugin', 'warn', [PREFIX, `${MANIFEST_AUTO_PUBLIC_PATH}, reason: publicPath='auto'`])).toBe(true);
    expect(tap('Module Federation Manifest Plugin', 'warn', [PREFIX, 'Manifest will not generate, because publicPath can only be string'])).toBeUndefined();
    expect(tap('Module Federation Manifest Plugin', 'error', [PREFIX, MANIFEST_AUTO_PUBLIC_PATH])).toBeUndefined();
    expect(tap('rspack', 'info', ['compiled'])).toBeUndefined();
  });
});
