import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { publicCatalogue } from '@asiguro/domain';

@ApiTags('catalogue')
@Controller('products')
export class ProductsController {
  /** Every product line with its localized names, slugs, steps and the JSON Schema of its details. */
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ description: 'The product catalogue (one definition per product line)' })
  list() {
    return publicCatalogue();
  }
}
