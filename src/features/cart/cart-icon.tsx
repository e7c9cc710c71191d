import { OutlineIcon } from '../../components/ui/outline-icon';

type Props = {
  className: string;
  strokeWidth?: string;
  /** False where a parent already hides the icon from assistive technology. */
  hidden?: boolean;
  /** False for the basket alone. */
  wheels?: boolean;
};

/** The shopping-cart outline icon. */
export function CartIcon({ className, strokeWidth, hidden, wheels = true }: Props) {
  return (
    <OutlineIcon className={className} strokeWidth={strokeWidth} hidden={hidden}>
      <path
        d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {wheels && (
        <>
          <circle cx="10" cy="20.5" r="1.3" />
          <circle cx="17" cy="20.5" r="1.3" />
        </>
      )}
    </OutlineIcon>
  );
}
