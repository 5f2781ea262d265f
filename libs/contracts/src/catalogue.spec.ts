import { publicCatalogue } from '@asiguro/domain';
import { publicCatalogueSchema } from './catalogue';

describe('publicCatalogueSchema', () => {
  it('accepts the catalogue GET /api/products publishes, unchanged', () => {
    const published = JSON.parse(JSON.stringify(publicCatalogue()));
    expect(publicCatalogueSchema.parse(published)).toEqual(published);
  });

  it('refuses a product with a field it does not describe', () => {
    const published = JSON.parse(JSON.stringify(publicCatalogue()));
    published.products[0].surprise = true;
    expect(publicCatalogueSchema.safeParse(published).success).toBe(false);
  });
});
