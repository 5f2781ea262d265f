import { parseConfig } from '@asiguro/platform';
import { partnerBaseUrl, SANDBOX_PATHS } from './partner-urls';

/** What `npm start` and the tests ask for; production is what an unset NODE_ENV means. */
const DEVELOPMENT = { NODE_ENV: 'development' } as const;

describe(partnerBaseUrl.name, () => {
  it('points at the sandbox unless PARTNER_URLS names the partner', () => {
    const config = parseConfig({
      ...DEVELOPMENT,
      SANDBOX_URL: 'http://127.0.0.1:3100',
      PARTNER_URLS: '{"moldasig":"https://api.moldasig.example/v1"}',
    });
    expect(partnerBaseUrl(config, 'moldasig', SANDBOX_PATHS.insurer('moldasig'))).toBe(
      'https://api.moldasig.example/v1',
    );
    expect(partnerBaseUrl(config, 'donaris', SANDBOX_PATHS.insurer('donaris'))).toBe(
      'http://127.0.0.1:3100/insurers/donaris',
    );
  });
});
