import { Body, Controller, Delete, Get, HttpCode, HttpException, Param, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { nbmDate } from '@asiguro/partners';
import { z } from 'zod';
import { dayNumber, renderValCurs, sandboxRatesFor } from './nbm-rates';

/** How a day the tests marked answers: a 404, or an empty ValCurs (what the NBM shows for an unpublished day). */
const dayModeSchema = z.object({ mode: z.enum(['missing', 'empty']) });
type DayMode = z.infer<typeof dayModeSchema>['mode'];

/**
 * The National Bank of Moldova's official exchange rates, in its XML format
 * (`GET /bnm/ro/official_exchange_rates?get_xml=1&date=dd.mm.yyyy`). Days after tomorrow are not
 * published yet; tests can mark any day missing.
 */
@Controller('bnm')
export class NbmController {
  private readonly days = new Map<string, DayMode>();

  @Get(':lang/official_exchange_rates')
  rates(
    @Param('lang') lang: string,
    @Query('get_xml') getXml: string | undefined,
    @Query('date') date: string | undefined,
    @Res() res: Response,
  ): void {
    if (!['ro', 'ru', 'en'].includes(lang) || getXml !== '1') {
      return void res.status(404).type('text/plain').send('Not found');
    }
    const day = typeof date === 'string' ? dayNumber(date) : undefined;
    if (day === undefined || !date) return void res.status(400).type('text/plain').send('date must be dd.mm.yyyy');
    const mode = this.days.get(date);
    if (mode === 'missing') return void res.status(404).type('text/plain').send('Not found');
    const tomorrow = dayNumber(nbmDate(new Date(Date.now() + 86_400_000)))!;
    const published = mode !== 'empty' && day <= tomorrow;
    res.type('application/xml; charset=utf-8').send(renderValCurs(date, published ? sandboxRatesFor(date) : []));
  }

  /** Test control: make a day answer 404 (`missing`) or an empty list (`empty`). */
  @Put('control/days/:date')
  markDay(@Param('date') date: string, @Body() body: unknown) {
    if (dayNumber(date) === undefined) throw new HttpException({ error: 'date must be dd.mm.yyyy' }, 400);
    const parsed = dayModeSchema.safeParse(body);
    if (!parsed.success) throw new HttpException({ error: 'mode must be missing or empty' }, 400);
    this.days.set(date, parsed.data.mode);
    return { date, mode: parsed.data.mode };
  }

  @Delete('control/days')
  @HttpCode(204)
  resetDays(): void {
    this.days.clear();
  }
}
