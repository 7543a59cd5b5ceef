/**
 * How every browser test launches Debian's Chromium (never a browser Playwright downloads). Most
 * specs run in Chromium's headless shell (Debian's `chromium-headless-shell`, built from the same
 * source and version as `chromium`, and what Playwright itself runs headless): the same Blink and
 * V8, without the desktop browser's start-up, so a fresh page costs about 0.6 s against 1.4 s (the
 * suite runs in half the time). The `chromium-full` project and E2E_BROWSER=chromium run the
 * desktop browser. The flags keep it from reaching out to Google's hosts on these closed machines
 * (DESIGN.md).
 */
const closedMachineFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const debianChromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', ...closedMachineFlags],
};

export const debianHeadlessShell = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: closedMachineFlags,
};

/** The browser most specs run in: the headless shell unless E2E_BROWSER=chromium asks for the desktop one. */
export const defaultBrowser = process.env.E2E_BROWSER === 'chromium' ? debianChromium : debianHeadlessShell;
