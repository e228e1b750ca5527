/** Values rspack's DefinePlugin writes into the bundles (rspack.config.base.ts, build/loginPage.ts). */
declare namespace NodeJS {
  interface ProcessEnv {
    /** The brand the shell was built for (shell/brands/<id>.json). */
    BRAND?: string;
    /** Comma-separated ids of the remotes built with this shell. */
    BUILT_REMOTES?: string;
  }
}
