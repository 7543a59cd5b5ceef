import { Link, type LinkProps } from 'react-router';
import { type ButtonLook, buttonClassName } from './button';

export type LinkButtonProps = LinkProps & ButtonLook;

/** A navigation that looks like a button (a link for screen readers and middle-clicks). */
export function LinkButton({ variant, size, block, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
