import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@asiguro/testing';
import { createDataSource, EmailRepository, type NewEmail } from '@asiguro/persistence';

/** The emails table's claim: an e-mail goes out once per dedupe key, whoever asks first. */
describe(EmailRepository.name, () => {
  let database: TestDatabase;
  let db: DataSource;
  let emails: EmailRepository;

  const email = (dedupeKey: string): NewEmail => ({
    orderId: null,
    kind: 'sign-in-link',
    dedupeKey,
    recipientMasked: 'c***@example.md',
    subject: 'Link',
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDataSource(database.url);
    await db.initialize();
    emails = new EmailRepository(db);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const rowsOf = async (key: string) =>
    (await db.query(`select id, status from emails where dedupe_key = $1`, [key])) as { id: string; status: string }[];

  it('creates the row as sending the first time, and answers that row (with its status) afterwards', async () => {
    const first = await emails.claim(email('once-1'));
    expect(first.status).toBe('sending');
    expect(await rowsOf('once-1')).toEqual([first]);

    await emails.markSent(first.id, 'message-1');
    const again = await emails.claim(email('once-1'));
    expect(again).toEqual({ id: first.id, status: 'sent' });
    expect(await rowsOf('once-1')).toHaveLength(1);
  });

  it('gives every claim racing for one key the same row', async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, () => emails.claim(email('race-1'))));
    const [stored, ...more] = await rowsOf('race-1');
    expect(more).toEqual([]);
    for (const claim of claims) expect(claim).toEqual({ id: stored.id, status: 'sending' });
  });
});
