import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpException,
  NotFoundException,
  Param,
  Post,
  Put,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { courierBookingSchema } from '@asiguro/partners';
import { CourierDeliveries, courierSettingsSchema, deliveryAnswer, type SandboxDelivery } from './courier-deliveries';

/**
 * The courier partner that brings paper Green Cards in Chișinău: `POST deliveries` books one
 * (idempotent by its Idempotency-Key: the same key answers the same delivery), `GET
 * deliveries/:reference` says how far it is, `POST deliveries/:reference/cancel` cancels it before
 * it is delivered. It delivers only in Chișinău (422 elsewhere).
 */
@Controller('courier')
export class CourierController {
  constructor(private readonly deliveries: CourierDeliveries) {}

  @Post('deliveries')
  book(@Headers('idempotency-key') key: string | undefined, @Body() body: unknown, @Res() res: Response) {
    if (!key) throw new BadRequestException({ reason: 'idempotency-key-required' });
    const parsed = courierBookingSchema.safeParse(body ?? {});
    if (!parsed.success) throw new BadRequestException({ reason: 'invalid-request', issues: parsed.error.issues });
    if (this.deliveries.current.refuseBookings) {
      throw new HttpException({ reason: 'booking-refused', message: 'no courier for this address' }, 422);
    }
    const { delivery, created } = this.deliveries.book(key);
    res.status(created ? 201 : 200).json(deliveryAnswer(delivery));
  }

  @Get('deliveries/:reference')
  status(@Param('reference') reference: string) {
    return deliveryAnswer(this.known(reference));
  }

  @Post('deliveries/:reference/cancel')
  @HttpCode(200)
  cancel(@Param('reference') reference: string) {
    const delivery = this.known(reference);
    if (!this.deliveries.cancel(delivery)) {
      throw new HttpException({ reason: 'not-cancelable', status: delivery.status }, 409);
    }
    return deliveryAnswer(delivery);
  }

  private known(reference: string): SandboxDelivery {
    const delivery = this.deliveries.find(reference);
    if (!delivery) throw new NotFoundException({ reason: 'unknown-delivery' });
    return delivery;
  }
}

const failSchema = z.object({ reason: z.string().min(1).max(200).default('the courier could not deliver') });

/** Sandbox-only switches for tests: the courier's pace, refusing bookings, moving or failing one delivery. */
@Controller('courier/control')
export class CourierControlController {
  constructor(private readonly deliveries: CourierDeliveries) {}

  @Put()
  configure(@Body() body: unknown) {
    const parsed = courierSettingsSchema.safeParse(body ?? {});
    if (!parsed.success) throw new BadRequestException({ reason: 'invalid-request', issues: parsed.error.issues });
    return this.deliveries.configure(parsed.data);
  }

  @Post('deliveries/:reference/:step')
  @HttpCode(200)
  move(@Param('reference') reference: string, @Param('step') step: string, @Body() body: unknown) {
    const delivery = this.deliveries.find(reference);
    if (!delivery) throw new NotFoundException({ reason: 'unknown-delivery' });
    if (step === 'schedule') this.deliveries.schedule(delivery);
    else if (step === 'deliver') this.deliveries.deliver(delivery);
    else if (step === 'fail') this.deliveries.fail(delivery, failSchema.parse(body ?? {}).reason);
    else throw new NotFoundException({ reason: 'unknown-step' });
    return deliveryAnswer(delivery);
  }
}
