import type { IconShape, ProductType } from '@asiguro/domain';
import { ownIcon } from '../catalogue/catalogue';
import type { ReactNode, SVGProps } from 'react';

/* Small line icons drawn inline (no image requests), 24×24, stroked with the text colour. */

function Svg({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A shape of a line's own icon (lines/ in @asiguro/domain declare theirs as data). */
function shapeElement(shape: IconShape, key: number): ReactNode {
  switch (shape.shape) {
    case 'path':
      return <path key={key} d={shape.d} strokeDasharray={shape.dash} />;
    case 'circle':
      return <circle key={key} cx={shape.cx} cy={shape.cy} r={shape.r} />;
    case 'rect':
      return <rect key={key} x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
  }
}

/** The icon of a product line, as its folder draws it. */
export function ProductIcon({ product, ...props }: SVGProps<SVGSVGElement> & { product: ProductType }) {
  return <Svg {...props}>{(ownIcon(product) ?? []).map(shapeElement)}</Svg>;
}

export const ArrowRight = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="20" height="20" {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);
export const ArrowLeft = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="20" height="20" {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Svg>
);
export const CheckIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="20" height="20" {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);
export const PhoneIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="18" height="18" {...props}>
    <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  </Svg>
);
export const MailIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="18" height="18" {...props}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </Svg>
);
export const MenuIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);
export const CloseIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const DownloadIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="20" height="20" {...props}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" />
  </Svg>
);
/** A wallet: the cards added to the phone's wallet app. */
export const WalletIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="20" height="20" {...props}>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5h11A1.5 1.5 0 0 1 19 6.5V8" />
    <path d="M4 7.5v10A2.5 2.5 0 0 0 6.5 20h12a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 18.5 8h-12A2.5 2.5 0 0 1 4 7.5" />
    <circle cx="16" cy="14" r=".8" />
  </Svg>
);
export const AlertIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="20" height="20" {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5M12 16.2v.1" />
  </Svg>
);
export const ShieldIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="20" height="20" {...props}>
    <path d="M12 3.5 19 6v5.5c0 4.4-3 7.7-7 9-4-1.3-7-4.6-7-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </Svg>
);
export const ClockIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="20" height="20" {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Svg>
);
export const UserIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg width="20" height="20" {...props}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 19.5c1-3.3 3.6-5 7-5s6 1.7 7 5" />
  </Svg>
);

/** The brand's mark: a shield with a tick, in the brand colour. */
export const BrandMark = () => (
  <svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true" className="brand__mark">
    <path d="M14 2.5 24 6v7.5c0 6-4.2 10.6-10 12-5.8-1.4-10-6-10-12V6z" fill="currentColor" />
    <path
      d="m9.5 14 3.2 3.2L19 10.8"
      fill="none"
      stroke="#fff"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
