import type { FieldDefinition, ProductDefinition } from '@asiguro/domain';
import { useI18n } from '../../i18n/use-i18n';
import { Button } from '../../ui/button';
import { CheckIcon } from '../../ui/icons';
import { contractorFromFirstPerson, isContractor } from './first-person-contractor';
import type { Details } from './details-state';

/**
 * On the contractor's screen of a product that lists insured persons (travel): "the contractor
 * is Maria Ciobanu, person 1", one click that fills the contractor from the first person.
 */
export function ContractorFromTraveller({
  product,
  fields,
  details,
  onChange,
}: {
  product: ProductDefinition;
  fields: readonly FieldDefinition[];
  details: Details;
  onChange: (path: string, value: unknown) => void;
}) {
  const { texts, fill } = useI18n();
  const answers = contractorFromFirstPerson(product, fields, details);
  if (!answers) return null;
  const name = `${answers.firstName} ${answers.lastName}`;
  if (isContractor(details, answers)) {
    return (
      <p className="notice notice--info contractor-copy" data-testid="contractor-is-traveller">
        <CheckIcon width={16} height={16} /> {fill(texts.order.contractorIsTraveller, { name })}
      </p>
    );
  }
  const fill1 = () => {
    onChange('contractor.contractorType', 'individual');
    for (const [field, value] of Object.entries(answers)) onChange(`contractor.${field}`, value);
  };
  return (
    <div className="contractor-copy">
      <Button variant="secondary" onClick={fill1} data-testid="contractor-from-traveller">
        {fill(texts.order.contractorFromTraveller, { name })}
      </Button>
    </div>
  );
}
