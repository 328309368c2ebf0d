// The two pages outside the signed-in shell, by their spec §2 addresses.
export const LOGIN_PATH = '/pages/login';
export const ERROR_PATH = '/pages/miscellaneous/error';
