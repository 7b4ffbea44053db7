/** The portal's page table lives in the contract, which the menu and the server's mailed links read too. */
export { pages as paths } from '@dripp/contract/pages';
