import { Button } from '@/components/ui/button';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';

export interface CartBarProps {
  count: number;
  onReview: () => void;
}

/** At the thumb: how many items are in the cart, and the way to review and send them. */
export function CartBar({ count, onReview }: CartBarProps) {
  const handy = useText(handyText);
  return (
    <Button size="xl" block disabled={count === 0} onClick={onReview}>
      {count === 0 ? handy.order.cartEmpty : handy.order.cartBar(count)}
    </Button>
  );
}
