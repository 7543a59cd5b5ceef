/** Where the running program finds what it serves: beside the code in a checkout, unpacked in the binary. */
export interface CliRuntime {
  uiDir: string;
  migrationsDir?: string;
  /** Headquarters' migrations (`sma-order hq`); beside its code when absent. */
  hqMigrationsDir?: string;
}
