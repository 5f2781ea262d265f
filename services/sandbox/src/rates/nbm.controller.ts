import { Body, Controller, Delete, Get, HttpCode, HttpException, Param, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { nbmDate } from '@asiguro/partners';
import { z } from 'zod';
import { SLOW_HOLD_MS, waitForClient } from '../common/partner-behaviour.middleware';
import { dayNumber, renderValCurs, sandboxRatesFor } from './nbm-rates';

/**
 * How a day the tests marked answers: a 404 (`missing`), an empty ValCurs (`empty`, what the NBM
 * shows for an unpublished day), a 503 (`unavailable`), no answer before any sane timeout
 * (`slow`), or the day's document broken off before its end (`malformed`).
 */
const DAY_MODES = ['missing', 'empty', 'unavailable', 'slow', 'malformed'] as const;
const dayModeSchema = z.object({ mode: z.enum(DAY_MODES) });
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
  async rates(
    @Param('lang') lang: string,
    @Query('get_xml') getXml: string | undefined,
    @Query('date') date: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    if (!['ro', 'ru', 'en'].includes(lang) || getXml !== '1') {
      return void res.status(404).type('text/plain').send('Not found');
    }
    const day = typeof date === 'string' ? dayNumber(date) : undefined;
    if (day === undefined || !date) return void res.status(400).type('text/plain').send('date must be dd.mm.yyyy');
    const mode = this.days.get(date);
    if (mode === 'missing') return void res.status(404).type('text/plain').send('Not found');
    if (mode === 'unavailable') return void res.status(503).type('text/html').send('<h1>Service Unavailable</h1>');
    if (mode === 'slow' && !(await waitForClient(SLOW_HOLD_MS, res))) return;
    const tomorrow = dayNumber(nbmDate(new Date(Date.now() + 86_400_000)))!;
    const published = mode !== 'empty' && day <= tomorrow;
    const document = renderValCurs(date, published ? sandboxRatesFor(date) : []);
    // Every rate is there, only the closing tag is missing: a reader that does not check the
    // document is complete would take it.
    const sent = mode === 'malformed' ? document.slice(0, document.lastIndexOf('</ValCurs>')) : document;
    res.type('application/xml; charset=utf-8').send(sent);
  }

  /** Test control: make a day answer as one of DAY_MODES says. */
  @Put('control/days/:date')
  markDay(@Param('date') date: string, @Body() body: unknown) {
    if (dayNumber(date) === undefined) throw new HttpException({ error: 'date must be dd.mm.yyyy' }, 400);
    const parsed = dayModeSchema.safeParse(body);
    if (!parsed.success) throw new HttpException({ error: `mode must be one of ${DAY_MODES.join(', ')}` }, 400);
    this.days.set(date, parsed.data.mode);
    return { date, mode: parsed.data.mode };
  }

  @Delete('control/days')
  @HttpCode(204)
  resetDays(): void {
    this.days.clear();
  }
}
