import { Switch as RadixSwitch } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cn } from '../../lib/cn';

/** An on/off switch (role="switch"); label it with a <label htmlFor> or aria-labelledby. */
export const Switch = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof RadixSwitch.Root>>(
  function Switch({ className, ...props }, ref) {
    return (
      <RadixSwitch.Root
        ref={ref}
        className={cn(
          'inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-neutral-400 p-0.5 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      >
        <RadixSwitch.Thumb className="block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </RadixSwitch.Root>
    );
  },
);
