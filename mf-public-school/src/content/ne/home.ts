import type { Translated } from '@school/shared/kit';
import type { HERO_FALLBACK } from '../home';

/** Shown when no carousel slide has been added yet. */
export const HERO_FALLBACK_NE: Translated<typeof HERO_FALLBACK> = {
  title: 'स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व',
  text: 'नयाँ शैक्षिक सत्रका लागि नर्सरीदेखि कक्षा ११ सम्म भर्ना खुला छ।',
};
