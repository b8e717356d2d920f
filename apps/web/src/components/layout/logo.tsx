import { Link } from 'react-router';
import { PRODUCT_NAME } from '@decalforge/shared';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-[family-name:var(--font-display)] text-xl font-bold tracking-wide" aria-label={`${PRODUCT_NAME} home`}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-7 w-7">
        <path d="M14 44 L32 12 L50 44 Z" fill="none" stroke="#ff6b35" strokeWidth="6" strokeLinejoin="round" />
        <circle cx="32" cy="36" r="6" fill="#ffd23f" />
      </svg>
      <span>
        Decal<span className="text-brand">Forge</span>
      </span>
    </Link>
  );
}
