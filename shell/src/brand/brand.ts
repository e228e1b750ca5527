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

function brandOf(id: string): BrandProfile {
  const profile = profiles[id];
  // A brand the shell does not carry would silently ship another maker's theme and logo.
  if (!profile) throw new Error(`unknown brand "${id}": add its profile to shell/src/brand/brand.ts`);
  return profile;
}

/** The brand rspack built for (process.env.BRAND is replaced at build time). */
export const brand: BrandProfile = brandOf(process.env.BRAND ?? 'tac');
