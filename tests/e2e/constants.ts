/** The customer name the e2e server is started with, to prove branding is read at run time. */
export const E2E_CUSTOMER = 'ООО «Испытание»';
