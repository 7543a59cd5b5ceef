/**
 * How every browser test launches Debian's Chromium (never a browser Playwright downloads): the
 * flags keep it from reaching out to Google's hosts on these closed machines (DESIGN.md).
 */
export const debianChromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
