import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { isRetryable, Mailer, MailRejectedError, MailUnavailableError } from '@asiguro/partners';
import { type SandboxMailMessage, type ServiceProcess, startSandbox } from '@asiguro/testing';

/** A small but well-formed PDF, as the documents worker attaches policies. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe(Mailer.name, () => {
  let sandbox: ServiceProcess;
  let sandboxUrl: string;
  let mailer: Mailer;
  let smtpPort: number;

  beforeAll(async () => {
    // At info, so the test can read what the sink logged.
    ({ sandbox, url: sandboxUrl, smtpPort } = await startSandbox({ LOG_LEVEL: 'info' }));
    mailer = new Mailer({
      config: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Asiguro <no-reply@asiguro.md>',
        PARTNER_TIMEOUT_MS: 2000,
      },
    });
  });

  afterAll(async () => {
    mailer?.close();
    await sandbox?.stop();
  });

  const list = async (recipient?: string) =>
    (
      (await (
        await fetch(`${sandboxUrl}/mail/messages`, { headers: recipient ? { 'x-mail-recipient': recipient } : {} })
      ).json()) as { messages: SandboxMailMessage[] }
    ).messages;

  it('delivers an e-mail with a PDF attachment to the sink, which lists it', async () => {
    const sent = await mailer.send({
      to: 'maria.popescu@example.md',
      subject: 'Polița IAE123456ABC',
      text: 'Polița dumneavoastră este atașată.',
      html: '<p>Polița dumneavoastră este atașată.</p>',
      attachments: [{ filename: 'IAE123456ABC-policy.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(sent.messageId).toMatch(/^<.+>$/);
    const message = (await list()).find((entry) => entry.messageId === sent.messageId);
    expect(message).toMatchObject({
      from: 'no-reply@asiguro.md',
      to: ['maria.popescu@example.md'],
      subject: 'Polița IAE123456ABC',
      text: expect.stringContaining('Polița dumneavoastră este atașată.'),
      hasHtml: true,
      attachments: [{ filename: 'IAE123456ABC-policy.pdf', contentType: 'application/pdf', size: pdf.length }],
    });
    const full = (await (await fetch(`${sandboxUrl}/mail/messages/${message!.id}`)).json()) as { html: string };
    expect(full.html).toContain('<p>Polița dumneavoastră este atașată.</p>');
    const file = await fetch(`${sandboxUrl}/mail/messages/${message!.id}/attachments/0`);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('delivers every attachment byte for byte, whatever its size and name, under the name and type given', async () => {
    // Sizes around base64's 57-byte lines and 3-byte groups, and names that need encoding.
    const files = [
      { filename: 'Poliță RCA №1.pdf', size: 40_960, contentType: 'application/pdf' },
      { filename: 'Полис ОСАГО.pdf', size: 1, contentType: 'application/pdf' },
      { filename: 'empty.pdf', size: 0, contentType: 'application/pdf' },
      { filename: 'pass one.pkpass', size: 57, contentType: 'application/vnd.apple.pkpass' },
      { filename: 'x;y=z.pdf', size: 58, contentType: 'application/pdf' },
      { filename: 'two-lines.pdf', size: 114, contentType: 'application/pdf' },
      { filename: 'odd.pdf', size: 45 * 1024 + 7, contentType: 'application/pdf' },
    ].map((file) => ({ ...file, content: randomBytes(file.size) }));
    const sent = await mailer.send({
      to: 'files@example.md',
      subject: 'Documentele comenzii',
      text: 'Documentele sunt atașate.',
      attachments: files.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
    });
    const message = (await list('files@example.md')).find((entry) => entry.messageId === sent.messageId);
    expect(message?.attachments).toEqual(
      files.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    );
    for (const [index, file] of files.entries()) {
      const received = await fetch(`${sandboxUrl}/mail/messages/${message!.id}/attachments/${index}`);
      expect(received.status).toBe(200);
      expect(Buffer.from(await received.arrayBuffer()).equals(file.content)).toBe(true);
    }
  });

  it('delivers a Russian e-mail as written: subject, text and HTML', async () => {
    const written = {
      subject: 'Полис IAE123456ABC оформлен',
      text: 'Ваш полис ОСАГО во вложении. Спасибо, что выбрали нас!\n',
      html: '<p>Ваш полис ОСАГО <b>во вложении</b>. Спасибо, что выбрали нас!</p>',
    };
    const sent = await mailer.send({ to: 'ivan.petrov@example.md', ...written, attachments: [] });
    const message = (await list('ivan.petrov@example.md')).find((entry) => entry.messageId === sent.messageId);
    expect(message).toMatchObject({ subject: written.subject, text: written.text });
    const full = (await (await fetch(`${sandboxUrl}/mail/messages/${message!.id}`)).json()) as { html: string };
    expect(full.html).toBe(written.html);
  });

  it('filters by recipient given in a header or a body, never in the URL, and can be emptied', async () => {
    await mailer.send({ to: 'ion@example.md', subject: 'Pentru Ion', text: 'Salut' });
    await mailer.send({ to: ['ana@example.md', 'ION@example.md'], subject: 'Pentru Ana și Ion', text: 'Salut' });
    expect((await list('ion@example.md')).map((message) => message.subject)).toEqual([
      'Pentru Ana și Ion',
      'Pentru Ion',
    ]);
    const searched = (await (
      await fetch(`${sandboxUrl}/mail/messages/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: 'ana@example.md' }),
      })
    ).json()) as { messages: SandboxMailMessage[] };
    expect(searched.messages.map((message) => message.subject)).toEqual(['Pentru Ana și Ion']);

    expect((await fetch(`${sandboxUrl}/mail/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('refuses an invalid message without contacting the server', async () => {
    const failure = await mailer
      .send({ to: 'not-an-address', subject: 'x', text: 'y' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailRejectedError);
    expect(isRetryable(failure)).toBe(false);
    expect((failure as Error).message).not.toContain('not-an-address');
  });

  it('sends one message after another over one kept-open connection', async () => {
    // A relay in front of the sink counts the TCP connections the mailer opens.
    const connections: Socket[] = [];
    const relay = await listen(
      createServer((client) => {
        connections.push(client);
        const server = connect(smtpPort, '127.0.0.1');
        client.pipe(server).pipe(client);
        client.on('error', () => server.destroy());
        server.on('error', () => client.destroy());
      }),
    );
    const pooled = mailerTo(relay, 2000);
    try {
      const ids: string[] = [];
      for (const subject of ['Unu', 'Doi', 'Trei']) {
        ids.push((await pooled.send({ to: 'pool@example.md', subject, text: subject })).messageId);
      }
      expect(new Set(ids).size).toBe(3);
      expect((await list('pool@example.md')).map((message) => message.messageId).sort()).toEqual([...ids].sort());
      expect(connections).toHaveLength(1);
    } finally {
      await shut(pooled, relay, connections);
    }
  });

  it('gives up on a server that accepts the connection but never greets, as a retryable error', async () => {
    const silent: Socket[] = [];
    const server = await listen(createServer((socket) => silent.push(socket)));
    const impatient = mailerTo(server, 300);
    try {
      // Within the partner timeout (nodemailer's own greeting timeout is 30 s, past this test's limit).
      const failure = await impatient.send({ to: 'ion@example.md', subject: 'Tăcere', text: 'Salut' }).catch((e) => e);
      expect(failure).toBeInstanceOf(MailUnavailableError);
      expect(isRetryable(failure)).toBe(true);
      expect(silent).toHaveLength(1);
    } finally {
      await shut(impatient, server, silent);
    }
  }, 10_000);

  it('never logs recipients or bodies in the sandbox', () => {
    expect(sandbox.output()).not.toContain('maria.popescu@example.md');
    expect(sandbox.output()).not.toContain('atașată');
  });

  it('stops the sink with the sandbox, after which sending is a retryable error', async () => {
    await sandbox.stop();
    const failure = await mailer
      .send({ to: 'ion@example.md', subject: 'După oprire', text: 'Salut' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailUnavailableError);
    expect(isRetryable(failure)).toBe(true);
  });
});

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A mailer to a local server of the test's own. */
function mailerTo(server: Server, timeoutMs: number): Mailer {
  const { port } = server.address() as AddressInfo;
  return new Mailer({
    config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'no-reply@asiguro.md', PARTNER_TIMEOUT_MS: timeoutMs },
  });
}

async function shut(mailer: Mailer, server: Server, sockets: Socket[]): Promise<void> {
  mailer.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
}
