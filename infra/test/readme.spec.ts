import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configVariables } from '@asiguro/platform';

const root = join(__dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('README.md', () => {
  it('documents every environment variable the services read', () => {
    const variables = configVariables;
    const table = readme.slice(readme.indexOf('## Configuration'));
    const missing = variables.filter((variable) => !table.includes(`\`${variable}\``));
    expect(missing).toEqual([]);
  });

  it('gives exactly two set-up commands: npm start and npm test', () => {
    const setup = readme.slice(readme.indexOf('## Set-up'), readme.indexOf('\n## ', readme.indexOf('## Set-up') + 1));
    const commands = [...setup.matchAll(/^\s*(npm [a-z]+)\s*$/gm)].map((match) => match[1]);
    expect(commands).toEqual(['npm start', 'npm test']);
  });

  it('has the architecture diagram', () => {
    expect(readme).toMatch(/```mermaid[\s\S]+worker[\s\S]+```/);
  });
});
