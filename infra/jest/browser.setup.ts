// Browser tests start the whole stack and drive Chromium through several pages.
jest.setTimeout(180_000);
