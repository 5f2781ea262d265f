import { canonicalRedirect } from './canonical-host';

describe(canonicalRedirect.name, () => {
  it('sends a page asked on the bare domain to the www address, path and query kept', () => {
    expect(canonicalRedirect('GET', '/rca?from=abc&t=1.x', 'asiguro.md', 'https://www.asiguro.md')).toBe(
      'https://www.asiguro.md/rca?from=abc&t=1.x',
    );
  });

  it('sends a page asked on 127.0.0.1 to localhost when PUBLIC_URL says localhost (npm start)', () => {
    expect(canonicalRedirect('HEAD', '/ru/order?order=1', '127.0.0.1:3000', 'http://localhost:3000')).toBe(
      'http://localhost:3000/ru/order?order=1',
    );
  });

  it('keeps a page asked on PUBLIC_URL’s host, with or without the default port or another case', () => {
    expect(canonicalRedirect('GET', '/', 'www.asiguro.md', 'https://www.asiguro.md')).toBeNull();
    expect(canonicalRedirect('GET', '/', 'www.asiguro.md:443', 'https://www.asiguro.md')).toBeNull();
    expect(canonicalRedirect('GET', '/', 'WWW.Asiguro.md', 'https://www.asiguro.md')).toBeNull();
    expect(canonicalRedirect('GET', '/console', 'localhost:3000', 'http://localhost:3000')).toBeNull();
  });

  it('redirects a page asked on another port of the same name, or without a host at all', () => {
    expect(canonicalRedirect('GET', '/', 'localhost:3001', 'http://localhost:3000')).toBe('http://localhost:3000/');
    expect(canonicalRedirect('GET', '/', undefined, 'http://localhost:3000')).toBe('http://localhost:3000/');
    expect(canonicalRedirect('GET', '/', 'not a host', 'http://localhost:3000')).toBe('http://localhost:3000/');
  });

  it('leaves the API, its probes, the partners’ callbacks and the metrics scrape on any host', () => {
    for (const path of ['/api/health', '/api/ready', '/api/payments/card/notifications', '/api', '/metrics']) {
      expect(canonicalRedirect('GET', path, '10.0.0.7:3000', 'https://www.asiguro.md')).toBeNull();
    }
  });

  it('leaves requests other than page loads where they were asked', () => {
    expect(canonicalRedirect('POST', '/rca', '127.0.0.1:3000', 'http://localhost:3000')).toBeNull();
  });

  it('never leaves PUBLIC_URL’s origin, whatever the path looks like', () => {
    expect(canonicalRedirect('GET', '//evil.example/x', 'asiguro.md', 'https://www.asiguro.md')).toBe(
      'https://www.asiguro.md//evil.example/x',
    );
    expect(canonicalRedirect('GET', '/apis', 'asiguro.md', 'https://www.asiguro.md')).toBe(
      'https://www.asiguro.md/apis',
    );
  });
});
