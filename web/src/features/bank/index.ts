export { bankListQueryOptions, bankName, getBankList } from './api/bank-api';
