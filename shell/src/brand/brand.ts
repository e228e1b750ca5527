import tac from '../../brands/tac.json';
import attendo from '../../brands/attendo.json';
import securo from '../../brands/securo.json';
import nordic from '../../brands/nordic.json';
import tacLogo from '../../brands/tac-logo.svg';
import attendoLogo from '../../brands/attendo-logo.svg';
import securoLogo from '../../brands/securo-logo.svg';
import nordicLogo from '../../brands/nordic-logo.svg';

/** A device maker's variant (DESIGN §4). `logoUrl` is the emitted logo. */
export interface BrandProfile {
  id: string;
  title: string;
  logoUrl: string;
  theme: typeof tac.theme;
  remotes: string[];
}

const profiles: Record<string, BrandProfile> = {
  tac: { ...tac, logoUrl: tacLogo },
  attendo: { ...attendo, logoUrl: attendoLogo },
  securo: { ...securo, logoUrl: securoLogo },
  nordic: { ...nordic, logoUrl: nordicLogo },
};

/** The brand rspack built for (process.env.BRAND is replaced at build time). */
export const brand: BrandProfile = profiles[process.env.BRAND ?? 'tac'] ?? (profiles.tac as BrandProfile);

/**
 * Remotes actually built with this shell: the brand's list minus those that do not exist
 * yet. A listed but unbuilt remote is treated as missing (menu hidden, routes → /404).
 */
export const builtRemotes: string[] =
  process.env.BUILT_REMOTES !== undefined
    ? process.env.BUILT_REMOTES.split(',').filter(Boolean)
    : brand.remotes;
