// A registered input that never holds the given characters: the wire joins parts with them ('#' in a machine name
// or a contact, '|' in an address), so the user cannot type them, and what is shown is what will be sent.
import type { UseFormRegisterReturn } from 'react-hook-form';

export function stripping<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  characters: readonly string[],
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event: { target: unknown; type?: unknown }) => {
      const input = event.target;
      if (input instanceof HTMLInputElement) {
        const kept = characters.reduce((text, character) => text.replaceAll(character, ''), input.value);
        if (kept !== input.value) input.value = kept;
      }
      return registration.onChange(event);
    },
  };
}
