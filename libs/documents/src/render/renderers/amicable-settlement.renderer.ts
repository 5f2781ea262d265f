import { partyName } from '../../document-data/document-data.schema';
import { fill } from '../../texts/document-texts';
import { period } from '../document-facts';
import type { DocumentRenderer } from '../render-context';

/**
 * The blank joint accident report that comes with motor liability cover, with vehicle A filled
 * in from the policy so the driver only writes what happened.
 */
export const renderAmicableSettlement: DocumentRenderer = async ({ composer, data, t }) => {
  const a = t.amicable;
  const vehicle = data.vehicle;
  composer.title(t.titles.amicable_settlement, fill(a.prefilled, { number: data.policyNumber }));
  composer.paragraph(a.intro, { size: 8.5 });
  composer.heading(a.accident);
  composer.facts([
    [a.accidentDate, ''],
    [a.accidentPlace, ''],
    [a.injured, `${t.labels.no} ☐   ${t.labels.yes} ☐`],
    [a.otherDamage, `${t.labels.no} ☐   ${t.labels.yes} ☐`],
    [a.witnesses, ''],
  ]);
  composer.sideBySide(
    {
      title: a.vehicleA,
      rows: [
        [a.policyholder, partyName(data.payer)],
        [
          t.labels.vehicle,
          vehicle ? [vehicle.plateNumber, vehicle.make, vehicle.model].filter(Boolean).join(', ') : '',
        ],
        [a.insurerLine, `${data.insurer.name}, ${data.policyNumber}`],
        [t.labels.validity, period(data, t)],
        [a.driver, ''],
        [a.impact, ''],
        [a.visibleDamage, ''],
      ],
    },
    {
      title: a.vehicleB,
      rows: [
        [a.policyholder, ''],
        [t.labels.vehicle, ''],
        [a.insurerLine, ''],
        [t.labels.validity, ''],
        [a.driver, ''],
        [a.impact, ''],
        [a.visibleDamage, ''],
      ],
    },
  );
  composer.heading(a.circumstancesTitle);
  composer.checkGrid(a.circumstances, 'A', 'B');
  composer.boxes([a.sketch], 170);
  composer.boxes([a.signatureA, a.signatureB], 50);
};
