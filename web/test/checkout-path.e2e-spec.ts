import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUE } from '@asiguro/domain';
import {
  axeViolations,
  chooseCheapestOffer,
  dayFromToday,
  idnp,
  launchBrowser,
  repositoryRoot,
  type Stack,
  startStack,
  waitFor,
  waitForStep,
} from '@asiguro/testing';

/*
 * The customer's path to payment, in Chromium against the whole product: the summary of every
 * fact before paying (with links back to each screen), the API's field problems shown on their
 * field, e-mail typos, and the contractor taken from the first traveller. Expected values come
 * from what the test typed, and from the catalogue's words as a customer reads them.
 */

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

// Sandbox registry fixtures (services/sandbox/README.md).
const CAR = { certificate: '915030299', owner: '2004787371520' };
/** Its current RCA policy ends in 20 days: a new one may start on the 21st day from today. */
const CAR_WITH_POLICY = { certificate: '662642156', owner: '2002636966187' };

/** Offers, a new search after a change and the confirmation. */
const FLOW_MS = 240_000;

type FieldValue = string | boolean | readonly string[];

/** Fills the current step by field path: radios and checkbox groups by value, selects by value. */
async function fillStep(page: Page, values: Record<string, FieldValue>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const controls = page.locator(`[name="${name}"]`);
    await controls.first().waitFor();
    const first = controls.first();
    const tag = await first.evaluate((element) => element.tagName.toLowerCase());
    const type = await first.getAttribute('type');
    if (tag === 'select') await first.selectOption(String(value));
    else if (type === 'radio') await page.locator(`[name="${name}"][value="${String(value)}"]`).check();
    else if (type === 'checkbox' && Array.isArray(value)) {
      for (const item of value) await page.locator(`[name="${name}"][value="${item}"]`).check();
    } else if (type === 'checkbox') await first.setChecked(value === true);
    else await first.fill(String(value));
  }
}

async function next(page: Page): Promise<void> {
  await page.locator('form.step button[type="submit"]').click();
}

/** The name of the control that has the keyboard focus. */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(`document.activeElement && document.activeElement.getAttribute('name')`);
}

/** The message shown under a text field. */
function errorOf(page: Page, name: string) {
  return page.locator('.field', { has: page.locator(`input[name="${name}"]`) }).locator('.field__error');
}

/** A group of the summary as one line of text (labels and values). */
async function summaryText(page: Page, group: string): Promise<string> {
  const text = await page.getByTestId(`summary-${group}`).innerText();
  return text.replace(/\s+/g, ' ');
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('storefront: the customer’s path to payment', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const open = async (path: string): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.baseUrl}${path}`);
    return page;
  };

  it(
    'summarises an RCA order in Romanian before payment, and a change link goes back to its screen',
    async () => {
      const page = await open('/rca');
      await fillStep(page, {
        'vehicle.certificateNumber': CAR.certificate,
        operatingMode: 'normal',
        ownership: 'property',
      });
      await next(page);
      await waitForStep(page, 'insurance-details');
      await fillStep(page, { contractType: 'unlimited', insuranceValidity: '365', startDate: dayFromToday(1) });
      await next(page);
      await waitForStep(page, 'contractor');
      await fillStep(page, { 'contractor.contractorType': 'individual', 'contractor.idnp': CAR.owner });
      await next(page);
      await chooseCheapestOffer(page);

      // The registry's description arrives with a second read of the order, after the summary shows.
      await page.getByTestId('summary-vehicle').getByText('Volkswagen Golf, 1.968 cm³').waitFor({ timeout: 15_000 });
      const vehicle = await summaryText(page, 'vehicle');
      expect(vehicle).toContain(`Numărul certificatului de înmatriculare ${CAR.certificate}`);
      expect(vehicle).toContain('Regim obișnuit');
      expect(vehicle).toContain('Proprietate');
      // What the registry knows of that certificate (the sandbox's fixture), as the policy will print it.
      expect(vehicle).toContain('Vehicul Volkswagen Golf, 1.968 cm³');
      expect(vehicle).toContain('Număr de înmatriculare BAL 204');
      expect(vehicle).toContain('VIN WVWLAD93W93049YZE');
      const insurance = await summaryText(page, 'insurance-details');
      expect(insurance).toContain('Număr nelimitat de șoferi');
      expect(insurance).toContain('12 luni');
      expect(insurance).toContain(`Asigurat de la ${dayFromToday(1)} până la ${dayFromToday(365)} inclusiv`);
      expect(await summaryText(page, 'contractor')).toContain(CAR.owner);
      // Unlimited drivers: no drivers' screen, so no drivers' group.
      await expect(page.getByTestId('summary-drivers').count()).resolves.toBe(0);
      // Each charge and the total, the total being the price to pay.
      const total = await page.getByTestId('charges-total').innerText();
      await expect(page.getByTestId('confirm-price').innerText()).resolves.toBe(total);
      await shoot(page, 'summary-rca-ro');
      await expect(axeViolations(page)).resolves.toEqual([]);

      // The period's "change" goes back to the screen that asks it, with the answers kept.
      await page
        .getByTestId('summary-insurance-details')
        .getByRole('link', { name: /Modificați/ })
        .click();
      await waitForStep(page, 'insurance-details');
      await expect(page.locator('[name="startDate"]').inputValue()).resolves.toBe(dayFromToday(1));
      await fillStep(page, { insuranceValidity: '180' });
      await next(page);
      await waitForStep(page, 'contractor');
      await next(page);
      await chooseCheapestOffer(page);
      // The summary reads the order again: the new period.
      await waitFor(async () => (await summaryText(page, 'insurance-details')).includes('6 luni'), {
        description: 'the changed period in the summary',
      });
      expect(await summaryText(page, 'insurance-details')).toContain(
        `Asigurat de la ${dayFromToday(1)} până la ${dayFromToday(180)} inclusiv`,
      );
      // The vehicle's "change" opens the vehicle's screen.
      await page
        .getByTestId('summary-vehicle')
        .getByRole('link', { name: /Modificați/ })
        .click();
      await waitForStep(page, 'vehicle');
      await expect(page.locator('[name="vehicle.certificateNumber"]').inputValue()).resolves.toBe(CAR.certificate);
      await page.close();
    },
    FLOW_MS,
  );

  it(
    'summarises a trip for two travellers in Russian, each traveller with their answers',
    async () => {
      const page = await open('/ru/travel');
      await fillStep(page, {
        travelType: 'single',
        regions: ['europe'],
        startDate: dayFromToday(3),
        endDate: dayFromToday(17),
        tripPurpose: 'TRVL',
        amount: '30000',
      });
      await next(page);
      await waitForStep(page, 'persons');
      await page.getByRole('button', { name: '+ Добавить человека' }).click();
      await fillStep(page, {
        'persons.0.firstName': 'Maria',
        'persons.0.lastName': 'Ciobanu',
        'persons.0.birthday': '14.05.1988',
        'persons.0.idnp': idnp('200400000011'),
        'persons.0.passportNumber': 'AB1234567',
        'persons.1.firstName': 'Ion',
        'persons.1.lastName': 'Ciobanu',
        'persons.1.birthday': '02.03.1986',
        'persons.1.idnp': idnp('200400000022'),
        'persons.1.passportNumber': 'AB7654321',
      });
      await next(page);
      await waitForStep(page, 'contractor');
      // One click: the contractor is the first traveller.
      await page.getByRole('button', { name: 'Страхователь — Maria Ciobanu (человек 1)' }).click();
      await expect(page.locator('[name="contractor.contractorType"][value="individual"]').isChecked()).resolves.toBe(
        true,
      );
      await expect(page.locator('[name="contractor.firstName"]').inputValue()).resolves.toBe('Maria');
      await expect(page.locator('[name="contractor.lastName"]').inputValue()).resolves.toBe('Ciobanu');
      await expect(page.locator('[name="contractor.birthday"]').inputValue()).resolves.toBe('14.05.1988');
      await expect(page.locator('[name="contractor.idnp"]').inputValue()).resolves.toBe(idnp('200400000011'));
      await page
        .getByTestId('contractor-is-traveller')
        .getByText('Страхователь — Maria Ciobanu, застрахованный 1.')
        .waitFor();
      await shoot(page, 'contractor-from-traveller-ru');
      await next(page);
      await chooseCheapestOffer(page);

      const trip = await summaryText(page, 'trip');
      expect(trip).toContain('Однократная поездка');
      expect(trip).toContain('Европа (Шенген)');
      expect(trip).toContain('Туризм');
      expect(trip).toContain('30 000 EUR');
      expect(trip).toContain(`Действует с ${dayFromToday(3)} по ${dayFromToday(17)} включительно`);
      const persons = page.getByTestId('summary-persons');
      const travellers = persons.locator('.summary-group__item');
      await expect(travellers.count()).resolves.toBe(2);
      const first = (await travellers.nth(0).innerText()).replace(/\s+/g, ' ');
      const second = (await travellers.nth(1).innerText()).replace(/\s+/g, ' ');
      for (const value of ['Maria', 'Ciobanu', '14.05.1988', idnp('200400000011'), 'AB1234567']) {
        expect(first).toContain(value);
      }
      for (const value of ['Ion', '02.03.1986', idnp('200400000022'), 'AB7654321']) expect(second).toContain(value);
      await page.getByTestId('summary-cover').waitFor();
      await shoot(page, 'summary-travel-ru');

      expect(await summaryText(page, 'contractor')).toContain('Maria');

      // Who pays was answered by the contractor: not asked again.
      await page.getByTestId('payer-contractor').getByText('Платит страхователь: Maria Ciobanu.').waitFor();
      await expect(page.locator('[name="payerType"]').count()).resolves.toBe(0);

      // A mistyped mail domain: the likely address is suggested before the order is confirmed.
      await fillStep(page, { phone: '068555444', email: 'maria@gmial.con', terms: true, personalData: true });
      const presence = page.locator('[name="insuredInMoldova"]');
      if (await presence.count()) await presence.check();
      await next(page);
      const suggestion = page.getByTestId('email-suggestion');
      await suggestion.getByText('Возможно, вы имели в виду maria@gmail.com?').waitFor();
      await waitFor(async () => (await focusedName(page)) === 'email', { description: 'the e-mail field focused' });
      expect(new URL(page.url()).searchParams.get('step')).toBe('confirmation');
      await shoot(page, 'email-typo-ru');
      await expect(axeViolations(page)).resolves.toEqual([]);
      await suggestion.getByRole('button', { name: 'Да, исправить адрес' }).click();
      await expect(page.locator('[name="email"]').inputValue()).resolves.toBe('maria@gmail.com');
      await expect(suggestion.count()).resolves.toBe(0);

      await persons.getByRole('link', { name: /Изменить/ }).click();
      await waitForStep(page, 'persons');
      await expect(page.locator('[name="persons.1.firstName"]').inputValue()).resolves.toBe('Ion');
      await page.close();
    },
    FLOW_MS,
  );

  it(
    'shows the registry’s refusals on their field: an unknown certificate, a start inside the current policy',
    async () => {
      const page = await open('/rca');
      // A certificate number the registry does not know (well formed, so the form accepts it).
      await fillStep(page, {
        'vehicle.certificateNumber': '999999990',
        operatingMode: 'normal',
        ownership: 'property',
      });
      await next(page);
      await waitForStep(page, 'insurance-details');
      await fillStep(page, { contractType: 'unlimited', insuranceValidity: '365', startDate: dayFromToday(1) });
      await next(page);
      await waitForStep(page, 'contractor');
      await fillStep(page, { 'contractor.contractorType': 'individual', 'contractor.idnp': CAR_WITH_POLICY.owner });
      await next(page);
      // Back on the vehicle's screen, the message under the certificate, the field focused.
      await waitForStep(page, 'vehicle');
      await errorOf(page, 'vehicle.certificateNumber')
        .getByText('Numărul certificatului de înmatriculare nu este valid')
        .waitFor();
      await waitFor(async () => (await focusedName(page)) === 'vehicle.certificateNumber', {
        description: 'the certificate field focused',
      });
      await expect(page.getByText('Date invalide').count()).resolves.toBe(0);
      // The refused search is replaced in the history: back goes to the screen before it, not to a loop.
      await page.goBack();
      await waitForStep(page, 'contractor');
      await page.goForward();
      await waitForStep(page, 'vehicle');

      // The vehicle's current policy ends in 20 days: a start tomorrow is refused on the date.
      await fillStep(page, { 'vehicle.certificateNumber': CAR_WITH_POLICY.certificate });
      await next(page);
      await waitForStep(page, 'insurance-details');
      await next(page);
      await waitForStep(page, 'contractor');
      await next(page);
      await waitForStep(page, 'insurance-details');
      await errorOf(page, 'startDate')
        .getByText(/poliță RCA valabilă/)
        .waitFor();
      await waitFor(async () => (await focusedName(page)) === 'startDate', { description: 'the start date focused' });
      await shoot(page, 'server-error-start-date-ro');
      await expect(axeViolations(page)).resolves.toEqual([]);
      // One click takes the first day the registry accepts; the offers follow.
      await page.getByRole('button', { name: `Începeți asigurarea pe ${dayFromToday(21)}` }).click();
      await expect(page.locator('[name="startDate"]').inputValue()).resolves.toBe(dayFromToday(21));
      await expect(errorOf(page, 'startDate').count()).resolves.toBe(0);
      await next(page);
      await waitForStep(page, 'contractor');
      await next(page);
      await chooseCheapestOffer(page);
      expect(await summaryText(page, 'insurance-details')).toContain(dayFromToday(21));
      await page.close();
    },
    FLOW_MS,
  );

  it('counts the insurers from the catalogue and shows every step’s whole name on a wide screen', async () => {
    const insurersOf = (type: string) =>
      CATALOGUE.find((product) => product.type === type)!.insurers.filter((item) => item.kind === 'insurer');
    const everyInsurer = new Set(
      CATALOGUE.flatMap((product) =>
        product.insurers.filter((item) => item.kind === 'insurer').map((item) => item.slug),
      ),
    );
    const page = await open('/');
    await page
      .locator('.hero__trust')
      .getByText(new RegExp(`^Oferte de la ${everyInsurer.size} (de )?asigurători licențiați$`))
      .waitFor();
    await page.goto(`${stack.baseUrl}/rca`);
    await expect(page.getByTestId('intro-insurers').innerText()).resolves.toBe(
      `Asigurători parteneri: ${insurersOf('rca').length}`,
    );
    // An insurer's own page sells its offers only: it names the insurer instead of counting all.
    const grawe = insurersOf('medical').find((item) => item.slug === 'grawe')!;
    await page.goto(`${stack.baseUrl}/medical/grawe`);
    await expect(page.getByTestId('intro-insurers').innerText()).resolves.toBe(`Asigurător: ${grawe.name}`);
    for (const path of ['/rca', '/en/mtpl', '/medical', '/ru/osago', '/ru/travel']) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.locator('.stepper__title').first().waitFor();
      // No name is cut, no word broken across lines, and the steps fit without a hidden scroll.
      const cut = await page.evaluate<string[]>(
        `[...document.querySelectorAll('.stepper__title')]
          .filter((title) => {
            const words = title.textContent.split(/\\s+/).length;
            const lines = Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight));
            return title.scrollWidth > title.clientWidth || lines > words;
          })
          .map((title) => title.textContent)`,
      );
      expect({ path, cut }).toEqual({ path, cut: [] });
      const hidden = await page.evaluate<number>(
        `(() => { const list = document.querySelector('.stepper__list'); return list.scrollWidth - list.clientWidth; })()`,
      );
      expect({ path, hidden }).toEqual({ path, hidden: 0 });
    }
    await shoot(page, 'stepper-ru');
    await page.close();
  });
});
