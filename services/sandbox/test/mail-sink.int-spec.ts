import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { type ServiceProcess, startSandbox, type SandboxMailMessage } from '@asiguro/testing';

/**
 * The sandbox's mail sink as a developer or a test uses it: messages sent over SMTP, read back
 * through `/mail`. It keeps messages raw and parses them when asked, so what is read must be what
 * was sent, Bcc recipients included.
 */
describe('sandbox mail sink', () => {
  let sandbox: ServiceProcess;
  let sandboxUrl: string;
  let smtpPort: number;
  const dataDir = mkdtempSync(join(tmpdir(), 'asiguro-sandbox-mail-'));

  beforeAll(async () => {
    ({ sandbox, url: sandboxUrl, smtpPort } = await startSandbox({ DATA_DIR: dataDir }));
  });

  afterAll(async () => {
    await sandbox?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (message: Parameters<ReturnType<typeof createTransport>['sendMail']>[0]) =>
    createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true }).sendMail(message);

  const search = async (to: string): Promise<SandboxMailMessage[]> => {
    const response = await fetch(`${sandboxUrl}/mail/messages/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { messages: SandboxMailMessage[] }).messages;
  };

  it('shows a message as sent: sender, subject, text, html and attachments, found by a Bcc recipient', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% a policy in Romanian: asigurare obligatorie ș ț ă\n%%EOF\n');
    await send({
      from: 'Asiguro <no-reply@asiguro.test>',
      to: 'client-a@example.test',
      bcc: 'archive-a@example.test',
      subject: 'Polița dumneavoastră RCA — Полис',
      text: 'Vă mulțumim. Documentele sunt atașate.',
      html: '<p>Vă mulțumim.</p>',
      attachments: [{ filename: 'polita.pdf', content: pdf, contentType: 'application/pdf' }],
    });

    const [byBcc] = await search('ARCHIVE-A@example.test');
    expect(byBcc).toMatchObject({
      from: 'no-reply@asiguro.test',
      subject: 'Polița dumneavoastră RCA — Полис',
      text: 'Vă mulțumim. Documentele sunt atașate.',
      hasHtml: true,
      attachments: [{ filename: 'polita.pdf', contentType: 'application/pdf', size: pdf.length }],
    });
    expect([...byBcc.to].sort()).toEqual(['archive-a@example.test', 'client-a@example.test']);
    expect(await search('client-a@example.test')).toEqual([byBcc]);
    expect(await search('nobody@example.test')).toEqual([]);

    const full = await fetch(`${sandboxUrl}/mail/messages/${byBcc.id}`);
    expect(((await full.json()) as { html: string }).html).toBe('<p>Vă mulțumim.</p>');
    const attachment = await fetch(`${sandboxUrl}/mail/messages/${byBcc.id}/attachments/0`);
    expect(attachment.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await attachment.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('lists a recipient’s messages newest first, filtered by the header, and forgets them all on DELETE', async () => {
    for (const subject of ['first', 'second']) {
      await send({ from: 'no-reply@asiguro.test', to: 'client-b@example.test', subject, text: subject });
    }
    const listed = await fetch(`${sandboxUrl}/mail/messages`, {
      headers: { 'x-mail-recipient': 'client-b@example.test' },
    });
    const { messages } = (await listed.json()) as { messages: SandboxMailMessage[] };
    expect(messages.map((message) => message.subject)).toEqual(['second', 'first']);

    expect((await fetch(`${sandboxUrl}/mail/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await search('client-b@example.test')).toEqual([]);
    expect((await fetch(`${sandboxUrl}/mail/messages/${messages[0].id}`)).status).toBe(404);
  });
});
