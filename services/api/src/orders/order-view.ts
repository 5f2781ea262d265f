import {
  acceptedEvents,
  chisinauClockOf,
  chisinauDayOf,
  chisinauInstant,
  coverDays,
  issuingTimeSeconds,
  manualIssuanceDue,
  vehicleFactsSchema,
} from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import type { AddonItemEntity, DocumentEntity, OrderEntity, PolicyEntity } from '@asiguro/persistence';

/**
 * Each courier delivery's progress for the order page: the machine's item state (pending until
 * booked) and the instants its row recorded; the customer may cancel it until it is scheduled.
 */
function deliveriesOf(order: OrderEntity, rows: AddonItemEntity[]): Pick<OrderView, 'deliveries'> {
  const items = order.machineSnapshot?.context?.items;
  if (!items) return {};
  const deliveries = order.items.flatMap((entry, item) => {
    const state = items[item];
    if (item === 0 || entry.type !== 'courier-delivery' || !state) return [];
    const status = state.status === 'refunded' ? 'canceled' : state.status;
    if (!['pending', 'booked', 'scheduled', 'delivered', 'canceled'].includes(status)) return [];
    const found = rows.find((candidate) => candidate.item === item);
    const at = (instant: Date | null | undefined) => (instant ? chisinauInstant(instant) : null);
    const window =
      found?.scheduledFrom && found.scheduledTo
        ? {
            day: chisinauDayOf(found.scheduledFrom),
            from: chisinauClockOf(found.scheduledFrom),
            to: chisinauClockOf(found.scheduledTo),
          }
        : null;
    return [
      {
        item,
        status: status as 'pending' | 'booked' | 'scheduled' | 'delivered' | 'canceled',
        bookedAt: at(found?.bookedAt),
        window,
        deliveredAt: at(found?.deliveredAt),
        canceledAt: at(found?.canceledAt),
        cancelable:
          acceptedEvents(order.status).includes('DELIVERY_CANCELED') && ['pending', 'booked'].includes(status),
        price: state.price,
      },
    ];
  });
  return deliveries.length > 0 ? { deliveries } : {};
}

/** Each item's price and state, as the machine keeps them, for an order with add-ons. */
function itemStatesOf(order: OrderEntity): Pick<OrderView, 'itemStates'> {
  const items = order.machineSnapshot?.context?.items;
  if (!items) return {};
  return {
    itemStates: items.map((state, item) => ({
      item,
      type: order.items[item]?.type ?? order.insuranceType,
      price: state.price,
      status: state.status,
      number: state.number,
    })),
  };
}

/**
 * An order as its owner sees it: an allow-list of fields (internal ones such as the author, the
 * machine snapshot or the last technical error never leave the server).
 */
export function toOrderView(
  order: OrderEntity,
  policy: PolicyEntity | null,
  documents: DocumentEntity[],
  googleSaveUrl?: string,
  addonRows: AddonItemEntity[] = [],
): OrderView {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    version: order.version,
    lang: order.lang,
    productTypes: order.productTypes,
    insuranceType: order.insuranceType,
    items: order.items,
    contact: order.contact,
    billing: order.billing,
    seller: order.seller,
    offers: order.offersVersion === order.version ? (order.offers ?? null) : null,
    chosenOffer: order.chosenOffer ?? null,
    price:
      order.priceMinor !== null && order.priceCurrency
        ? { minor: order.priceMinor, currency: order.priceCurrency }
        : null,
    deadline: order.deadline?.toISOString() ?? null,
    issuingTimeSeconds: issuingTimeSeconds(order.insuranceType),
    accepts: acceptedEvents(order.status),
    policy: policy
      ? {
          number: policy.number,
          insurer: policy.insurer,
          // The days as the insurer states them (last day inclusive); liability keeps its time.
          validFrom: coverDays(policy).from,
          validTo: coverDays(policy).to,
          liabilityStart: chisinauInstant(policy.liabilityStart),
        }
      : null,
    registryVehicle: registryVehicleOf(order),
    manualIssuance:
      order.status === 'processing' && order.manualIssuanceDue && order.manualIssuanceSince
        ? {
            due: chisinauInstant(order.manualIssuanceDue),
            duringWorkingHours: manualIssuanceDue(order.manualIssuanceSince).duringWorkingHours,
          }
        : null,
    documents: documents.map((document) => ({
      kind: document.kind,
      // 0: the main product's; an add-on's documents name its item (and their link says it).
      item: document.item,
      fileName: document.fileName,
      contentType: document.contentType,
      size: document.size,
      sha256: document.sha256,
      url: `/api/orders/${order.id}/documents/${document.kind}${document.item > 0 ? `?item=${document.item}` : ''}`,
      // The main policy's pass (add-ons' passes are downloaded as files).
      ...(document.kind === 'google_pass' && document.item === 0 && googleSaveUrl ? { saveUrl: googleSaveUrl } : {}),
    })),
    ...itemStatesOf(order),
    ...deliveriesOf(order, addonRows),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
  };
}

/** What the order view shows of the registry's vehicle: its description, not its owner. */
const registryVehicleSchema = vehicleFactsSchema.pick({
  make: true,
  model: true,
  plateNumber: true,
  vin: true,
  engineVolume: true,
});

/** The registry's description of the insured vehicle, without its owner (see OrderView.registryVehicle). */
function registryVehicleOf(order: OrderEntity): OrderView['registryVehicle'] {
  const vehicle = registryVehicleSchema.safeParse(order.underwritingFacts?.vehicle);
  return vehicle.success ? vehicle.data : null;
}
