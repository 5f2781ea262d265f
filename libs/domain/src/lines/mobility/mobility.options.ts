import { option } from '../../catalogue/option';

/**
 * Personal mobility devices. ASSUMPTION: the spec names the "mobility" line without describing
 * it; it is modelled as cover for personal mobility devices (theft, damage, liability).
 */
export const MOBILITY_DEVICE_OPTIONS = [
  option('e-scooter', 'Trotinetă electrică', 'Электросамокат', 'E-scooter'),
  option('e-bike', 'Bicicletă electrică', 'Электровелосипед', 'E-bike'),
  option('bicycle', 'Bicicletă', 'Велосипед', 'Bicycle'),
] as const;

/** Basic cover (theft and damage) or extended (with third-party liability). ASSUMPTION. */
export const MOBILITY_PACKAGE_OPTIONS = [
  option('basic', 'De bază', 'Базовый', 'Basic'),
  option('extended', 'Extins', 'Расширенный', 'Extended'),
] as const;
