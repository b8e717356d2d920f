import { useEffect, useState } from 'react';
import { MAX_PROMPT_LENGTH } from '@decalforge/shared';
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/input';

export const PROMPT_EXAMPLES = [
  'molten lava cracks, black and orange',
  'neon cyberpunk circuit lines, purple and teal',
  'japanese koi waves, red and white',
  'arctic camo with ice shards, blue and silver',
  'galaxy nebula with gold stars',
  'tiger stripes with flames, orange and black',
] as const;

export const PLACEHOLDER_ROTATE_MS = 4000;

export interface PromptFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/⌘+Enter submits. */
  onSubmit: () => void;
  showClear: boolean;
  onClear: () => void;
  disabled?: boolean;
}

function useRotatingExample(active: boolean): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % PROMPT_EXAMPLES.length), PLACEHOLDER_ROTATE_MS);
    return () => window.clearInterval(t);
  }, [active]);
  return PROMPT_EXAMPLES[index]!;
}

/** "Describe Your Decal" with rotating example placeholders and the Clear All button. */
export function PromptField({ value, onChange, onSubmit, showClear, onClear, disabled }: PromptFieldProps) {
  const example = useRotatingExample(value.length === 0);
  return (
    <div>
      <div className="mb-1 flex items-end justify-between gap-2">
        <Label htmlFor="create-prompt" className="mb-0 text-sm font-semibold">
          Describe Your Decal
        </Label>
        {showClear && (
          <Button variant="ghost" size="sm" onClick={onClear} disabled={disabled} className="text-muted">
            Clear All
          </Button>
        )}
      </div>
      <Textarea
        id="create-prompt"
        name="prompt"
        value={value}
        maxLength={MAX_PROMPT_LENGTH}
        placeholder={`e.g. ${example}`}
        aria-describedby="create-prompt-hint"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onSubmit();
          }
        }}
        className="min-h-32 resize-y"
      />
      <p id="create-prompt-hint" className="mt-1 flex justify-between gap-2 text-xs text-muted">
        <span>Theme, colours and mood. We improve the prompt for you.</span>
        <span aria-hidden>
          {value.length}/{MAX_PROMPT_LENGTH}
        </span>
      </p>
    </div>
  );
}
