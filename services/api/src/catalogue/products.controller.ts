import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { publicCatalogue } from '@asiguro/domain';
import { publicCatalogueSchema } from '@asiguro/contracts';
import { ApiContract } from '../common/zod-contract';

@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  /** Every product line with its localized names, slugs, steps and the JSON Schema of its details. */
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiContract({
    responses: {
      200: { description: 'The product catalogue (one definition per product line)', schema: publicCatalogueSchema },
    },
  })
  list() {
    return publicCatalogue();
  }
}
