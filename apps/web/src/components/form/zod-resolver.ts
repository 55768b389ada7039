import { applyKoreanZodMessages } from '@portal/contract';

// Every public form resolves through this module (a lint rule forbids the package's own path), so
// zod speaks Korean before any form checks a field; the public first load never imports it.
applyKoreanZodMessages();

export { zodResolver } from '@hookform/resolvers/zod';
