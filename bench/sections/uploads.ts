import type { Section } from '../lib/section';

export const uploadsSection: Section = { name: 'uploads', description: 'todo', run: async () => [] };
