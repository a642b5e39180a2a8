import { useState } from 'react';
import type { ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField } from './form-field.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/** A password input with a show/hide toggle; the toggle keeps focus where it is. */
export function PasswordField(props: PasswordFieldProps) {
  const [isShown, setIsShown] = useState(false);
  const Icon = isShown ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setIsShown((shown) => !shown)}
          aria-label={isShown ? 'Hide password' : 'Show password'}
          className="flex size-10 items-center justify-center rounded-ui text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
