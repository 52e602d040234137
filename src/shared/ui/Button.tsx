import { forwardRef } from 'react';
import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';

export type ButtonProps = HTMLArkProps<'button'> & ButtonVariantProps;

/**
 * The product's button. `asChild` renders the style onto its child instead, e.g. a router link:
 * `<Button asChild><Link href="/getstarted">Get started</Link></Button>`.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const [variantProps, { className, type, ...rest }] = button.splitVariantProps(props);
  return (
    <ark.button
      ref={ref}
      type={rest.asChild ? undefined : (type ?? 'button')}
      className={cx(button(variantProps), className)}
      {...rest}
    />
  );
});
