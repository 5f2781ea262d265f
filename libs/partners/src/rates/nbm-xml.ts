import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';

/** A decimal as the NBM writes it ("19.5123", sometimes "19,5123") as a number. */
const decimal = z
  .string()
  .trim()
  .regex(/^\d+([.,]\d+)?$/, 'not a decimal')
  .transform((text) => Number(text.replace(',', '.')));

const valuteSchema = z.object({
  '@_ID': z.string().optional(),
  NumCode: z.string().trim(),
  CharCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/),
  Nominal: z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/)
    .transform(Number),
  Name: z.string().trim(),
  Value: decimal.refine((value) => value > 0, 'must be positive'),
});

const valCursSchema = z.object({
  ValCurs: z.object({
    '@_Date': z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
    '@_name': z.string().optional(),
    Valute: z.array(valuteSchema).default([]),
  }),
});

export interface NbmRate {
  charCode: string;
  numCode: string;
  name: string;
  nominal: number;
  value: number;
  /** MDL for one unit (value ÷ nominal). */
  perUnit: number;
}

export interface NbmRates {
  /** As written in the document: `dd.mm.yyyy`. */
  date: string;
  rates: NbmRate[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Keep text as text: values are validated (and commas handled) by the schema.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'Valute',
});

/** An XML document that is not well-formed (cut short, unclosed tags). */
export class MalformedXmlError extends Error {
  override name = 'MalformedXmlError';
}

/**
 * Parses the NBM's official-rates XML (`<ValCurs Date="dd.mm.yyyy"><Valute>…`). Throws
 * MalformedXmlError when the text is not well-formed XML and a ZodError when the document does
 * not have that shape; an empty ValCurs gives no rates.
 */
export function parseNbmXml(xml: string): NbmRates {
  // The parser reads a document cut short without complaint, and one cut after the rates we
  // need would look complete: check it is well-formed first.
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) throw new MalformedXmlError(`${wellFormed.err.msg} (line ${wellFormed.err.line})`);
  const document: unknown = parser.parse(xml);
  // An empty <ValCurs Date="…"/> parses to the attributes only; a bare "" means no element at all.
  const parsed = valCursSchema.parse(document);
  return {
    date: parsed.ValCurs['@_Date'],
    rates: parsed.ValCurs.Valute.map((valute) => ({
      charCode: valute.CharCode,
      numCode: valute.NumCode,
      name: valute.Name,
      nominal: valute.Nominal,
      value: valute.Value,
      perUnit: Number((valute.Value / valute.Nominal).toFixed(6)),
    })),
  };
}
