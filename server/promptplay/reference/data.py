"""Reference data: countries, currencies and the banks players pay in and out with.

Plain, immutable Python data (frozen dataclasses in tuples), no database code. Seeders,
validators and the API read it from here.

Sources and conventions
-----------------------
* SWIFT/BIC codes are the 8-character head-office codes as published in the public SWIFT
  directory extracts (and, for Thai banks, the Bank of Thailand member lists). Where a code
  could not be confirmed it is left as an empty string, never guessed.
* ``account_no_length`` is the inclusive (min, max) number of digits of a retail account
  number as the player types it (no dashes). Thai banks use fixed lengths. Vietnamese banks
  issue "vanity" numbers (a phone number or chosen digits) next to their standard format, so
  one bank's accounts vary in length; Lao banks other than BCEL publish no single format. Where
  the length is not fixed, the range is deliberately tolerant (6-19) rather than wrong.
* ``brand_color`` is the dominant colour of the bank's public logo, for icons and UI chips.
* ``name_th`` of Vietnamese banks is the brand as Thais write it (Latin script); of Lao banks
  the Thai rendering of the Lao name. ``name_local`` is the name in the bank's own language.
* Bank ids are stable and grouped per country (Thailand 1-99, Vietnam 101-199, Laos
  201-299); ``sort`` orders banks within their country, most used first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import MappingProxyType

__all__ = [
    "BANKS",
    "COUNTRIES",
    "COUNTRY_LA",
    "COUNTRY_TH",
    "COUNTRY_VN",
    "CURRENCIES",
    "Bank",
    "Country",
    "Currency",
    "bank_by_code",
    "bank_by_id",
    "banks_for_country",
    "country_by_code",
    "country_by_id",
    "currency_by_code",
]


@dataclass(frozen=True, slots=True)
class Country:
    id: int
    code: str  # ISO 3166-1 alpha-2
    name_en: str
    name_th: str
    dialing_code: str  # E.164 country calling code, with "+"
    currency_code: str  # ISO 4217
    timezone: str  # IANA zone
    phone_pattern: str  # full-match regex for a national mobile number (leading 0)

    def is_valid_phone(self, number: str) -> bool:
        """Whether ``number`` (national format, digits only) is a mobile number here."""
        return re.fullmatch(self.phone_pattern, number) is not None


@dataclass(frozen=True, slots=True)
class Currency:
    id: int
    code: str  # ISO 4217
    name: str
    symbol: str
    decimals: int  # ISO 4217 minor-unit exponent
    minor_unit: str = ""  # name of the minor unit, where one is in use


@dataclass(frozen=True, slots=True)
class Bank:
    id: int
    code: str  # the short code the sites use; unique across all countries
    country_id: int
    code_name: str  # short display code (icons, chips), at most 5 characters
    name_en: str  # official English name
    name_th: str
    name_local: str  # Thai for TH, Vietnamese for VN, Lao for LA banks
    swift_code: str  # 8-character BIC, or "" where not confirmed / not a bank
    account_no_length: tuple[int, int]  # inclusive (min, max) digits
    brand_color: str  # "#rrggbb"
    sort: int
    is_wallet: bool = False  # an e-wallet rather than a bank

    def accepts_account_no(self, account_no: str) -> bool:
        """Whether ``account_no`` (digits only, no separators) has a plausible length."""
        low, high = self.account_no_length
        return account_no.isascii() and account_no.isdigit() and low <= len(account_no) <= high


# --------------------------------------------------------------------------------------------
# Countries and currencies
# --------------------------------------------------------------------------------------------

COUNTRY_TH = 1
COUNTRY_VN = 2
COUNTRY_LA = 3

COUNTRIES: tuple[Country, ...] = (
    Country(
        id=COUNTRY_TH,
        code="TH",
        name_en="Thailand",
        name_th="ไทย",
        dialing_code="+66",
        currency_code="THB",
        timezone="Asia/Bangkok",
        phone_pattern=r"^0[6789]\d{8}$",
    ),
    Country(
        id=COUNTRY_VN,
        code="VN",
        name_en="Vietnam",
        name_th="เวียดนาม",
        dialing_code="+84",
        currency_code="VND",
        timezone="Asia/Ho_Chi_Minh",
        phone_pattern=r"^0\d{9}$",
    ),
    Country(
        id=COUNTRY_LA,
        code="LA",
        name_en="Laos",
        name_th="ลาว",
        dialing_code="+856",
        currency_code="LAK",
        timezone="Asia/Vientiane",
        phone_pattern=r"^020\d{8}$",
    ),
)

CURRENCIES: tuple[Currency, ...] = (
    Currency(id=1, code="THB", name="Thai Baht", symbol="฿", decimals=2, minor_unit="satang"),
    # The xu is no longer in use; amounts are whole dong.
    Currency(id=2, code="VND", name="Vietnamese Dong", symbol="₫", decimals=0),
    # ISO 4217 gives the kip two decimals (att), though prices are quoted in whole kip.
    Currency(id=3, code="LAK", name="Lao Kip", symbol="₭", decimals=2, minor_unit="att"),
    Currency(id=4, code="USD", name="US Dollar", symbol="$", decimals=2, minor_unit="cent"),
)

# --------------------------------------------------------------------------------------------
# Banks
# --------------------------------------------------------------------------------------------

# Lengths vary within the bank (vanity numbers) or no single format is published.
_TOLERANT: tuple[int, int] = (6, 19)

_THAI_BANKS: tuple[Bank, ...] = (
    Bank(
        id=1,
        code="KBANK",
        country_id=COUNTRY_TH,
        code_name="KBANK",
        name_en="Kasikornbank Public Company Limited",
        name_th="ธนาคารกสิกรไทย",
        name_local="ธนาคารกสิกรไทย",
        swift_code="KASITHBK",
        account_no_length=(10, 10),
        brand_color="#138f2d",
        sort=1,
    ),
    Bank(
        id=2,
        code="SCB",
        country_id=COUNTRY_TH,
        code_name="SCB",
        name_en="Siam Commercial Bank Public Company Limited",
        name_th="ธนาคารไทยพาณิชย์",
        name_local="ธนาคารไทยพาณิชย์",
        swift_code="SICOTHBK",
        account_no_length=(10, 10),
        brand_color="#4e2e7f",
        sort=2,
    ),
    Bank(
        id=3,
        code="BBL",
        country_id=COUNTRY_TH,
        code_name="BBL",
        name_en="Bangkok Bank Public Company Limited",
        name_th="ธนาคารกรุงเทพ",
        name_local="ธนาคารกรุงเทพ",
        swift_code="BKKBTHBK",
        account_no_length=(10, 10),
        brand_color="#1e4598",
        sort=3,
    ),
    Bank(
        id=4,
        code="KTB",
        country_id=COUNTRY_TH,
        code_name="KTB",
        name_en="Krung Thai Bank Public Company Limited",
        name_th="ธนาคารกรุงไทย",
        name_local="ธนาคารกรุงไทย",
        swift_code="KRTHTHBK",
        account_no_length=(10, 10),
        brand_color="#1ba5e1",
        sort=4,
    ),
    Bank(
        id=5,
        code="BAY",
        country_id=COUNTRY_TH,
        code_name="BAY",
        name_en="Bank of Ayudhya Public Company Limited (Krungsri)",
        name_th="ธนาคารกรุงศรีอยุธยา",
        name_local="ธนาคารกรุงศรีอยุธยา",
        swift_code="AYUDTHBK",
        account_no_length=(10, 10),
        brand_color="#fec43b",
        sort=5,
    ),
    Bank(
        id=6,
        code="TTB",
        country_id=COUNTRY_TH,
        code_name="TTB",
        name_en="TMBThanachart Bank Public Company Limited",
        name_th="ธนาคารทหารไทยธนชาต",
        name_local="ธนาคารทหารไทยธนชาต",
        swift_code="TMBKTHBK",
        account_no_length=(10, 10),
        brand_color="#1279be",
        sort=6,
    ),
    Bank(
        id=7,
        code="GSB",
        country_id=COUNTRY_TH,
        code_name="GSB",
        name_en="Government Savings Bank",
        name_th="ธนาคารออมสิน",
        name_local="ธนาคารออมสิน",
        swift_code="GSBATHBK",
        account_no_length=(12, 12),
        brand_color="#eb198d",
        sort=7,
    ),
    Bank(
        id=8,
        code="BAAC",
        country_id=COUNTRY_TH,
        code_name="BAAC",
        name_en="Bank for Agriculture and Agricultural Cooperatives",
        name_th="ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร",
        name_local="ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร",
        swift_code="BAABTHBK",
        account_no_length=(12, 12),
        brand_color="#4b9b1d",
        sort=8,
    ),
    Bank(
        id=9,
        code="KKP",
        country_id=COUNTRY_TH,
        code_name="KKP",
        name_en="Kiatnakin Phatra Bank Public Company Limited",
        name_th="ธนาคารเกียรตินาคินภัทร",
        name_local="ธนาคารเกียรตินาคินภัทร",
        swift_code="KKPBTHBK",
        # 10 digits; some channels prefix a 4-digit branch code.
        account_no_length=(10, 14),
        brand_color="#635f98",
        sort=9,
    ),
    Bank(
        id=10,
        code="CIMBT",
        country_id=COUNTRY_TH,
        code_name="CIMB",
        name_en="CIMB Thai Bank Public Company Limited",
        name_th="ธนาคารซีไอเอ็มบี ไทย",
        name_local="ธนาคารซีไอเอ็มบี ไทย",
        swift_code="UBOBTHBK",
        account_no_length=(10, 10),
        brand_color="#7e2f36",
        sort=10,
    ),
    Bank(
        id=11,
        code="UOBT",
        country_id=COUNTRY_TH,
        code_name="UOB",
        name_en="United Overseas Bank (Thai) Public Company Limited",
        name_th="ธนาคารยูโอบี",
        name_local="ธนาคารยูโอบี",
        swift_code="UOVBTHBK",
        account_no_length=(10, 10),
        brand_color="#0b3979",
        sort=11,
    ),
    Bank(
        id=12,
        code="LHBANK",
        country_id=COUNTRY_TH,
        code_name="LHB",
        name_en="Land and Houses Bank Public Company Limited",
        name_th="ธนาคารแลนด์ แอนด์ เฮ้าส์",
        name_local="ธนาคารแลนด์ แอนด์ เฮ้าส์",
        # Sources disagree (LAHRTHB1 / LAHRTHB2); the bank is a live SWIFT gpi participant,
        # and LAHRTHB2 is the live (non-passive) code in the current lists.
        swift_code="LAHRTHB2",
        account_no_length=(10, 10),
        brand_color="#6d6e71",
        sort=12,
    ),
    Bank(
        id=13,
        code="TISCO",
        country_id=COUNTRY_TH,
        code_name="TISCO",
        name_en="TISCO Bank Public Company Limited",
        name_th="ธนาคารทิสโก้",
        name_local="ธนาคารทิสโก้",
        swift_code="TFPCTHB1",
        # 10 digits; some channels prefix a 4-digit branch code.
        account_no_length=(10, 14),
        brand_color="#12549f",
        sort=13,
    ),
    Bank(
        id=14,
        code="ICBCT",
        country_id=COUNTRY_TH,
        code_name="ICBC",
        name_en="Industrial and Commercial Bank of China (Thai) Public Company Limited",
        name_th="ธนาคารไอซีบีซี (ไทย)",
        name_local="ธนาคารไอซีบีซี (ไทย)",
        swift_code="ICBKTHBK",
        account_no_length=(10, 10),
        brand_color="#c50f1c",
        sort=14,
    ),
    Bank(
        id=15,
        code="GHB",
        country_id=COUNTRY_TH,
        code_name="GHB",
        name_en="Government Housing Bank",
        name_th="ธนาคารอาคารสงเคราะห์",
        name_local="ธนาคารอาคารสงเคราะห์",
        swift_code="GOHUTHB1",
        account_no_length=(12, 12),
        brand_color="#f57d23",
        sort=15,
    ),
    Bank(
        id=16,
        code="ISBT",
        country_id=COUNTRY_TH,
        code_name="IBANK",
        name_en="Islamic Bank of Thailand",
        name_th="ธนาคารอิสลามแห่งประเทศไทย",
        name_local="ธนาคารอิสลามแห่งประเทศไทย",
        swift_code="TIBTTHBK",
        account_no_length=(10, 12),
        brand_color="#184615",
        sort=16,
    ),
    Bank(
        id=17,
        code="TCRB",
        country_id=COUNTRY_TH,
        code_name="TCRB",
        name_en="Thai Credit Bank Public Company Limited",
        name_th="ธนาคารไทยเครดิต",
        name_local="ธนาคารไทยเครดิต",
        swift_code="THCETHB1",
        account_no_length=(10, 12),
        brand_color="#0a4ab3",
        sort=17,
    ),
    Bank(
        id=18,
        code="TRUEWALLET",
        country_id=COUNTRY_TH,
        code_name="TRUE",
        name_en="TrueMoney Wallet",
        name_th="ทรูมันนี่ วอลเล็ท",
        name_local="ทรูมันนี่ วอลเล็ท",
        swift_code="",  # an e-money wallet, not a bank: no BIC
        account_no_length=(10, 10),  # the wallet is addressed by its mobile number
        brand_color="#ff8200",
        sort=18,
        is_wallet=True,
    ),
)

_VIETNAMESE_BANKS: tuple[Bank, ...] = (
    Bank(
        id=101,
        code="VCB",
        country_id=COUNTRY_VN,
        code_name="VCB",
        name_en="Joint Stock Commercial Bank for Foreign Trade of Vietnam (Vietcombank)",
        name_th="Vietcombank",
        name_local="Ngân hàng TMCP Ngoại thương Việt Nam",
        swift_code="BFTVVNVX",
        account_no_length=_TOLERANT,
        brand_color="#006b3f",
        sort=1,
    ),
    Bank(
        id=102,
        code="BIDV",
        country_id=COUNTRY_VN,
        code_name="BIDV",
        name_en="Joint Stock Commercial Bank for Investment and Development of Vietnam (BIDV)",
        name_th="BIDV",
        name_local="Ngân hàng TMCP Đầu tư và Phát triển Việt Nam",
        swift_code="BIDVVNVX",
        account_no_length=_TOLERANT,
        brand_color="#00796b",
        sort=2,
    ),
    Bank(
        id=103,
        code="VTB",
        country_id=COUNTRY_VN,
        code_name="VTB",
        name_en="Vietnam Joint Stock Commercial Bank for Industry and Trade (VietinBank)",
        name_th="VietinBank",
        name_local="Ngân hàng TMCP Công Thương Việt Nam",
        swift_code="ICBVVNVX",
        account_no_length=_TOLERANT,
        brand_color="#00599c",
        sort=3,
    ),
    Bank(
        id=104,
        code="AGRIBANK",
        country_id=COUNTRY_VN,
        code_name="AGRI",
        name_en="Vietnam Bank for Agriculture and Rural Development (Agribank)",
        name_th="Agribank",
        name_local="Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam",
        swift_code="VBAAVNVX",
        account_no_length=_TOLERANT,
        brand_color="#ae1c3f",
        sort=4,
    ),
    Bank(
        id=105,
        code="TCB",
        country_id=COUNTRY_VN,
        code_name="TCB",
        name_en="Vietnam Technological and Commercial Joint Stock Bank (Techcombank)",
        name_th="Techcombank",
        name_local="Ngân hàng TMCP Kỹ Thương Việt Nam",
        swift_code="VTCBVNVX",
        account_no_length=_TOLERANT,
        brand_color="#ed1c24",
        sort=5,
    ),
    Bank(
        id=106,
        code="MB",
        country_id=COUNTRY_VN,
        code_name="MB",
        name_en="Military Commercial Joint Stock Bank (MB)",
        name_th="MB Bank",
        name_local="Ngân hàng TMCP Quân đội",
        swift_code="MSCBVNVX",
        account_no_length=_TOLERANT,
        brand_color="#141ed2",
        sort=6,
    ),
    Bank(
        id=107,
        code="ACB",
        country_id=COUNTRY_VN,
        code_name="ACB",
        name_en="Asia Commercial Joint Stock Bank (ACB)",
        name_th="ACB",
        name_local="Ngân hàng TMCP Á Châu",
        swift_code="ASCBVNVX",
        account_no_length=_TOLERANT,
        brand_color="#0b3f94",
        sort=7,
    ),
    Bank(
        id=108,
        code="VPB",
        country_id=COUNTRY_VN,
        code_name="VPB",
        name_en="Vietnam Prosperity Joint Stock Commercial Bank (VPBank)",
        name_th="VPBank",
        name_local="Ngân hàng TMCP Việt Nam Thịnh Vượng",
        swift_code="VPBKVNVX",
        account_no_length=_TOLERANT,
        brand_color="#00a650",
        sort=8,
    ),
    Bank(
        id=109,
        code="TPB",
        country_id=COUNTRY_VN,
        code_name="TPB",
        name_en="Tien Phong Commercial Joint Stock Bank (TPBank)",
        name_th="TPBank",
        name_local="Ngân hàng TMCP Tiên Phong",
        swift_code="TPBVVNVX",
        account_no_length=_TOLERANT,
        brand_color="#5e2e86",
        sort=9,
    ),
    Bank(
        id=110,
        code="STB",
        country_id=COUNTRY_VN,
        code_name="STB",
        name_en="Saigon Thuong Tin Commercial Joint Stock Bank (Sacombank)",
        name_th="Sacombank",
        name_local="Ngân hàng TMCP Sài Gòn Thương Tín",
        swift_code="SGTTVNVX",
        account_no_length=_TOLERANT,
        brand_color="#0067ac",
        sort=10,
    ),
    Bank(
        id=111,
        code="HDB",
        country_id=COUNTRY_VN,
        code_name="HDB",
        name_en="Ho Chi Minh City Development Joint Stock Commercial Bank (HDBank)",
        name_th="HDBank",
        name_local="Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh",
        swift_code="HDBCVNVX",
        account_no_length=_TOLERANT,
        brand_color="#e3141b",
        sort=11,
    ),
    Bank(
        id=112,
        code="VIB",
        country_id=COUNTRY_VN,
        code_name="VIB",
        name_en="Vietnam International Commercial Joint Stock Bank (VIB)",
        name_th="VIB",
        name_local="Ngân hàng TMCP Quốc tế Việt Nam",
        swift_code="VNIBVNVX",
        account_no_length=_TOLERANT,
        brand_color="#003a8c",
        sort=12,
    ),
    Bank(
        id=113,
        code="SHB",
        country_id=COUNTRY_VN,
        code_name="SHB",
        name_en="Saigon - Hanoi Commercial Joint Stock Bank (SHB)",
        name_th="SHB",
        name_local="Ngân hàng TMCP Sài Gòn - Hà Nội",
        swift_code="SHBAVNVX",
        account_no_length=_TOLERANT,
        brand_color="#f7941d",
        sort=13,
    ),
    Bank(
        id=114,
        code="EIB",
        country_id=COUNTRY_VN,
        code_name="EIB",
        name_en="Vietnam Export Import Commercial Joint Stock Bank (Eximbank)",
        name_th="Eximbank",
        name_local="Ngân hàng TMCP Xuất Nhập khẩu Việt Nam",
        swift_code="EBVIVNVX",
        account_no_length=_TOLERANT,
        brand_color="#0e4c92",
        sort=14,
    ),
    Bank(
        id=115,
        code="MSB",
        country_id=COUNTRY_VN,
        code_name="MSB",
        name_en="Vietnam Maritime Commercial Joint Stock Bank (MSB)",
        name_th="MSB",
        name_local="Ngân hàng TMCP Hàng Hải Việt Nam",
        swift_code="MCOBVNVX",
        account_no_length=_TOLERANT,
        brand_color="#e0242e",
        sort=15,
    ),
    Bank(
        id=116,
        code="OCB",
        country_id=COUNTRY_VN,
        code_name="OCB",
        name_en="Orient Commercial Joint Stock Bank (OCB)",
        name_th="OCB",
        name_local="Ngân hàng TMCP Phương Đông",
        swift_code="ORCOVNVX",
        account_no_length=_TOLERANT,
        brand_color="#00944a",
        sort=16,
    ),
    Bank(
        id=117,
        code="SCBVN",  # "SCB" is Siam Commercial Bank
        country_id=COUNTRY_VN,
        code_name="SCB",
        name_en="Saigon Commercial Joint Stock Bank (SCB)",
        name_th="SCB Vietnam",
        name_local="Ngân hàng TMCP Sài Gòn",
        swift_code="SACLVNVX",
        account_no_length=_TOLERANT,
        brand_color="#003b7b",
        sort=17,
    ),
    Bank(
        id=118,
        code="SEAB",
        country_id=COUNTRY_VN,
        code_name="SEAB",
        name_en="Southeast Asia Commercial Joint Stock Bank (SeABank)",
        name_th="SeABank",
        name_local="Ngân hàng TMCP Đông Nam Á",
        swift_code="SEAVVNVX",
        account_no_length=_TOLERANT,
        brand_color="#d8222a",
        sort=18,
    ),
    Bank(
        id=119,
        code="LPB",
        country_id=COUNTRY_VN,
        code_name="LPB",
        # Renamed in 2024 from Lien Viet Post Bank; the BIC is unchanged.
        name_en="Loc Phat Vietnam Joint Stock Commercial Bank (LPBank)",
        name_th="LPBank",
        name_local="Ngân hàng TMCP Lộc Phát Việt Nam",
        swift_code="LVBKVNVX",
        account_no_length=_TOLERANT,
        brand_color="#f47b20",
        sort=19,
    ),
    Bank(
        id=120,
        code="NAB",
        country_id=COUNTRY_VN,
        code_name="NAB",
        name_en="Nam A Commercial Joint Stock Bank (Nam A Bank)",
        name_th="Nam A Bank",
        name_local="Ngân hàng TMCP Nam Á",
        swift_code="NAMAVNVX",
        account_no_length=_TOLERANT,
        brand_color="#f37021",
        sort=20,
    ),
    Bank(
        id=121,
        code="BAB",
        country_id=COUNTRY_VN,
        code_name="BAB",
        name_en="Bac A Commercial Joint Stock Bank (Bac A Bank)",
        name_th="Bac A Bank",
        name_local="Ngân hàng TMCP Bắc Á",
        swift_code="NASCVNVX",
        account_no_length=_TOLERANT,
        brand_color="#f26522",
        sort=21,
    ),
    Bank(
        id=122,
        code="PVCB",
        country_id=COUNTRY_VN,
        code_name="PVCB",
        name_en="Vietnam Public Joint Stock Commercial Bank (PVcomBank)",
        name_th="PVcomBank",
        name_local="Ngân hàng TMCP Đại Chúng Việt Nam",
        swift_code="WBVNVNVX",
        account_no_length=_TOLERANT,
        brand_color="#00549f",
        sort=22,
    ),
    Bank(
        id=123,
        code="VAB",
        country_id=COUNTRY_VN,
        code_name="VAB",
        name_en="Viet A Commercial Joint Stock Bank (VietABank)",
        name_th="VietABank",
        name_local="Ngân hàng TMCP Việt Á",
        swift_code="VNACVNVX",
        account_no_length=_TOLERANT,
        brand_color="#004a9f",
        sort=23,
    ),
    Bank(
        id=124,
        code="ABB",
        country_id=COUNTRY_VN,
        code_name="ABB",
        name_en="An Binh Commercial Joint Stock Bank (ABBANK)",
        name_th="ABBANK",
        name_local="Ngân hàng TMCP An Bình",
        swift_code="ABBKVNVX",
        account_no_length=_TOLERANT,
        brand_color="#00874e",
        sort=24,
    ),
    Bank(
        id=125,
        code="KLB",
        country_id=COUNTRY_VN,
        code_name="KLB",
        name_en="Kien Long Commercial Joint Stock Bank (KienlongBank)",
        name_th="KienlongBank",
        name_local="Ngân hàng TMCP Kiên Long",
        swift_code="KLBKVNVX",
        account_no_length=_TOLERANT,
        brand_color="#00529b",
        sort=25,
    ),
    Bank(
        id=126,
        code="NCB",
        country_id=COUNTRY_VN,
        code_name="NCB",
        name_en="National Citizen Commercial Joint Stock Bank (NCB)",
        name_th="NCB",
        name_local="Ngân hàng TMCP Quốc Dân",
        swift_code="NVBAVNVX",
        account_no_length=_TOLERANT,
        brand_color="#004e95",
        sort=26,
    ),
    Bank(
        id=127,
        code="PGB",
        country_id=COUNTRY_VN,
        code_name="PGB",
        # Renamed in 2024 from Petrolimex Group Commercial Joint Stock Bank; BIC unchanged.
        name_en="Prosperity and Growth Commercial Joint Stock Bank (PGBank)",
        name_th="PGBank",
        name_local="Ngân hàng TMCP Thịnh vượng và Phát triển",
        swift_code="PGBLVNVX",
        account_no_length=_TOLERANT,
        brand_color="#0054a6",
        sort=27,
    ),
    Bank(
        id=128,
        code="SGB",
        country_id=COUNTRY_VN,
        code_name="SGB",
        name_en="Saigon Bank for Industry and Trade (Saigonbank)",
        name_th="Saigonbank",
        name_local="Ngân hàng TMCP Sài Gòn Công Thương",
        swift_code="SBITVNVX",
        account_no_length=_TOLERANT,
        brand_color="#1c4597",
        sort=28,
    ),
    Bank(
        id=129,
        code="VCCB",
        country_id=COUNTRY_VN,
        code_name="VCCB",
        name_en="Viet Capital Commercial Joint Stock Bank (BVBank)",
        name_th="BVBank",
        name_local="Ngân hàng TMCP Bản Việt",
        swift_code="VCBCVNVX",
        account_no_length=_TOLERANT,
        brand_color="#f47920",
        sort=29,
    ),
    Bank(
        id=130,
        code="BVB",
        country_id=COUNTRY_VN,
        code_name="BVB",
        name_en="Baoviet Joint Stock Commercial Bank (BAOVIET Bank)",
        name_th="BAOVIET Bank",
        name_local="Ngân hàng TMCP Bảo Việt",
        swift_code="BVBVVNVX",
        account_no_length=_TOLERANT,
        brand_color="#005baa",
        sort=30,
    ),
    Bank(
        id=131,
        code="VIETBANK",
        country_id=COUNTRY_VN,
        code_name="VBB",
        name_en="Vietnam Thuong Tin Commercial Joint Stock Bank (VietBank)",
        name_th="VietBank",
        name_local="Ngân hàng TMCP Việt Nam Thương Tín",
        swift_code="VNTTVNVX",
        account_no_length=_TOLERANT,
        brand_color="#00509e",
        sort=31,
    ),
    Bank(
        id=132,
        code="SHBVN",
        country_id=COUNTRY_VN,
        code_name="SHBVN",
        name_en="Shinhan Bank Vietnam Limited",
        name_th="Shinhan Bank Vietnam",
        name_local="Ngân hàng TNHH MTV Shinhan Việt Nam",
        swift_code="SHBKVNVX",
        account_no_length=_TOLERANT,
        brand_color="#0046ff",
        sort=32,
    ),
    Bank(
        id=133,
        code="WOORI",
        country_id=COUNTRY_VN,
        code_name="WOORI",
        name_en="Woori Bank Vietnam Limited",
        name_th="Woori Bank Vietnam",
        name_local="Ngân hàng TNHH MTV Woori Việt Nam",
        swift_code="HVBKVNVX",
        account_no_length=_TOLERANT,
        brand_color="#0067ac",
        sort=33,
    ),
    Bank(
        id=134,
        code="UOBVN",
        country_id=COUNTRY_VN,
        code_name="UOB",
        name_en="United Overseas Bank (Vietnam) Limited",
        name_th="UOB Vietnam",
        name_local="Ngân hàng TNHH MTV United Overseas Bank (Việt Nam)",
        swift_code="UOVBVNVX",
        account_no_length=_TOLERANT,
        brand_color="#0b3979",
        sort=34,
    ),
    Bank(
        id=135,
        code="HSBCVN",
        country_id=COUNTRY_VN,
        code_name="HSBC",
        name_en="HSBC Bank (Vietnam) Ltd.",
        name_th="HSBC Vietnam",
        name_local="Ngân hàng TNHH MTV HSBC (Việt Nam)",
        swift_code="HSBCVNVX",
        account_no_length=_TOLERANT,
        brand_color="#db0011",
        sort=35,
    ),
    Bank(
        id=136,
        code="SCVN",
        country_id=COUNTRY_VN,
        code_name="SC",
        name_en="Standard Chartered Bank (Vietnam) Limited",
        name_th="Standard Chartered Vietnam",
        name_local="Ngân hàng TNHH MTV Standard Chartered (Việt Nam)",
        swift_code="SCBLVNVX",
        account_no_length=_TOLERANT,
        brand_color="#0072aa",
        sort=36,
    ),
    Bank(
        id=137,
        code="PBVN",
        country_id=COUNTRY_VN,
        code_name="PBVN",
        name_en="Public Bank Vietnam Limited",
        name_th="Public Bank Vietnam",
        name_local="Ngân hàng TNHH MTV Public Việt Nam",
        swift_code="VIDPVNV5",
        account_no_length=_TOLERANT,
        brand_color="#d71920",
        sort=37,
    ),
    Bank(
        id=138,
        code="CIMBVN",
        country_id=COUNTRY_VN,
        code_name="CIMB",
        name_en="CIMB Bank (Vietnam) Limited",
        name_th="CIMB Vietnam",
        name_local="Ngân hàng TNHH MTV CIMB Việt Nam",
        swift_code="CIBBVNVN",
        account_no_length=_TOLERANT,
        brand_color="#7e2f36",
        sort=38,
    ),
    Bank(
        id=139,
        code="HLBVN",
        country_id=COUNTRY_VN,
        code_name="HLB",
        name_en="Hong Leong Bank Vietnam Limited",
        name_th="Hong Leong Bank Vietnam",
        name_local="Ngân hàng TNHH MTV Hong Leong Việt Nam",
        swift_code="HLBBVNVX",
        account_no_length=_TOLERANT,
        brand_color="#003a80",
        sort=39,
    ),
)

_LAO_BANKS: tuple[Bank, ...] = (
    Bank(
        id=201,
        code="BCEL",
        country_id=COUNTRY_LA,
        code_name="BCEL",
        name_en="Banque pour le Commerce Extérieur Lao Public (BCEL)",
        name_th="ธนาคารการค้าต่างประเทศลาว มหาชน",
        name_local="ທະນາຄານການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ",
        swift_code="COEBLALA",
        account_no_length=(18, 18),
        brand_color="#c8102e",
        sort=1,
    ),
    Bank(
        id=202,
        code="LDB",
        country_id=COUNTRY_LA,
        code_name="LDB",
        name_en="Lao Development Bank Co., Ltd.",
        name_th="ธนาคารพัฒนาลาว",
        name_local="ທະນາຄານພັດທະນາລາວ ຈຳກັດ",
        swift_code="LDBBLALA",
        account_no_length=_TOLERANT,
        brand_color="#0d4e9b",
        sort=2,
    ),
    Bank(
        id=203,
        code="APB",
        country_id=COUNTRY_LA,
        code_name="APB",
        name_en="Agricultural Promotion Bank Co., Ltd.",
        name_th="ธนาคารส่งเสริมกสิกรรม",
        name_local="ທະນາຄານສົ່ງເສີມກະສິກຳ ຈຳກັດ",
        swift_code="AGPBLALA",
        account_no_length=_TOLERANT,
        brand_color="#0a8a3a",
        sort=3,
    ),
    Bank(
        id=204,
        code="JDB",
        country_id=COUNTRY_LA,
        code_name="JDB",
        name_en="Joint Development Bank Ltd.",
        name_th="ธนาคารร่วมพัฒนา",
        name_local="ທະນາຄານຮ່ວມພັດທະນາ ຈຳກັດ",
        swift_code="JDBKLALA",
        account_no_length=_TOLERANT,
        brand_color="#1b3f8f",
        sort=4,
    ),
    Bank(
        id=205,
        code="LVB",
        country_id=COUNTRY_LA,
        code_name="LVB",
        name_en="Lao-Viet Bank Co., Ltd.",
        name_th="ธนาคารร่วมทุนลาว-เวียด",
        name_local="ທະນາຄານຮ່ວມທຸນ ລາວ-ຫວຽດ",
        swift_code="LAOVLALA",
        account_no_length=_TOLERANT,
        brand_color="#00796b",
        sort=5,
    ),
    Bank(
        id=206,
        code="STBLA",  # "STB" is Sacombank
        country_id=COUNTRY_LA,
        code_name="STB",
        name_en="ST Bank Ltd.",
        name_th="ธนาคารเอสที",
        name_local="ທະນາຄານ ເອັສທີ ຈຳກັດ",
        swift_code="STBDLALA",
        account_no_length=_TOLERANT,
        brand_color="#004b8d",
        sort=6,
    ),
    Bank(
        id=207,
        code="BFL",
        country_id=COUNTRY_LA,
        code_name="BFL",
        name_en="Banque Franco-Lao Ltd. (BFL BRED)",
        name_th="ธนาคารฝรั่ง-ลาว",
        name_local="ທະນາຄານ ຝຣັ່ງ-ລາວ ຈຳກັດ",
        swift_code="BFLLLALA",
        account_no_length=_TOLERANT,
        brand_color="#0d3c85",
        sort=7,
    ),
    Bank(
        id=208,
        code="PSVB",
        country_id=COUNTRY_LA,
        code_name="PSVB",
        name_en="Phongsavanh Bank Ltd.",
        name_th="ธนาคารพงสะหวัน",
        name_local="ທະນາຄານ ພົງສະຫວັນ ຈຳກັດ",
        swift_code="PSVBLALA",
        account_no_length=_TOLERANT,
        brand_color="#b71c1c",
        sort=8,
    ),
    Bank(
        id=209,
        code="IDB",
        country_id=COUNTRY_LA,
        code_name="IDB",
        name_en="Indochina Bank Ltd.",
        name_th="ธนาคารอินโดจีน",
        name_local="ທະນາຄານ ອິນໂດຈີນ ຈຳກັດ",
        swift_code="IDCBLALA",
        account_no_length=_TOLERANT,
        brand_color="#f7941d",
        sort=9,
    ),
    Bank(
        id=210,
        code="ACLEDA",
        country_id=COUNTRY_LA,
        code_name="ACL",
        name_en="ACLEDA Bank Lao Ltd.",
        name_th="ธนาคารเอซีลีดา ลาว",
        name_local="ທະນາຄານ ເອຊີລີດາ ລາວ ຈຳກັດ",
        swift_code="ACLBLALA",
        account_no_length=_TOLERANT,
        brand_color="#003a79",
        sort=10,
    ),
    Bank(
        id=211,
        code="MRB",
        country_id=COUNTRY_LA,
        code_name="MRB",
        name_en="Maruhan Japan Bank Lao Co., Ltd.",
        name_th="ธนาคารมารูฮัน เจแปน ลาว",
        name_local="Maruhan Japan Bank Lao",  # Lao-script name not confirmed
        swift_code="MJBLLALA",
        account_no_length=_TOLERANT,
        brand_color="#003b8e",
        sort=11,
    ),
    Bank(
        id=212,
        code="BICLA",
        country_id=COUNTRY_LA,
        code_name="BIC",
        name_en="BIC Bank Lao Co., Ltd.",
        name_th="ธนาคารบีไอซี ลาว",
        name_local="ທະນາຄານ ບີໄອຊີ ລາວ ຈຳກັດ",
        swift_code="LICBLALA",
        account_no_length=_TOLERANT,
        brand_color="#006f6a",
        sort=12,
    ),
    Bank(
        id=213,
        code="LCNB",
        country_id=COUNTRY_LA,
        code_name="LCB",
        name_en="Lao China Bank Co., Ltd.",
        name_th="ธนาคารลาว-จีน",
        name_local="ທະນາຄານ ລາວ-ຈີນ ຈຳກັດ",
        swift_code="LCNBLALA",
        account_no_length=_TOLERANT,
        brand_color="#c41230",
        sort=13,
    ),
    Bank(
        id=214,
        code="VTBLA",
        country_id=COUNTRY_LA,
        code_name="VTBL",
        name_en="VietinBank Lao Limited",
        name_th="เวียดตินแบงก์ ลาว",
        name_local="VietinBank Lao",  # Lao-script name not confirmed
        swift_code="ICBVLALA",
        account_no_length=_TOLERANT,
        brand_color="#00599c",
        sort=14,
    ),
    Bank(
        id=215,
        code="KBANKLA",
        country_id=COUNTRY_LA,
        code_name="KBL",
        name_en="KasikornThai Bank Sole Co., Ltd. (KBank Lao)",
        name_th="ธนาคารกสิกรไทย (ลาว)",
        name_local="KBank Lao",  # Lao-script name not confirmed
        swift_code="KASILALA",
        account_no_length=_TOLERANT,
        brand_color="#138f2d",
        sort=15,
    ),
)

BANKS: tuple[Bank, ...] = _THAI_BANKS + _VIETNAMESE_BANKS + _LAO_BANKS

# --------------------------------------------------------------------------------------------
# Lookups
# --------------------------------------------------------------------------------------------

_COUNTRY_BY_ID = MappingProxyType({c.id: c for c in COUNTRIES})
_COUNTRY_BY_CODE = MappingProxyType({c.code: c for c in COUNTRIES})
_CURRENCY_BY_CODE = MappingProxyType({c.code: c for c in CURRENCIES})
_BANK_BY_CODE = MappingProxyType({b.code: b for b in BANKS})
_BANK_BY_ID = MappingProxyType({b.id: b for b in BANKS})
_BANKS_BY_COUNTRY = MappingProxyType(
    {
        c.id: tuple(sorted((b for b in BANKS if b.country_id == c.id), key=lambda b: b.sort))
        for c in COUNTRIES
    }
)


def country_by_id(country_id: int) -> Country | None:
    """The country with this id, or ``None``."""
    return _COUNTRY_BY_ID.get(country_id)


def country_by_code(code: str) -> Country | None:
    """The country with this ISO alpha-2 code (any case), or ``None``."""
    return _COUNTRY_BY_CODE.get(code.strip().upper())


def currency_by_code(code: str) -> Currency | None:
    """The currency with this ISO 4217 code (any case), or ``None``."""
    return _CURRENCY_BY_CODE.get(code.strip().upper())


def banks_for_country(country_id: int) -> tuple[Bank, ...]:
    """The banks of a country in display order (empty for an unknown country)."""
    return _BANKS_BY_COUNTRY.get(country_id, ())


def bank_by_code(code: str) -> Bank | None:
    """The bank with this code (any case), or ``None``."""
    return _BANK_BY_CODE.get(code.strip().upper())


def bank_by_id(bank_id: int) -> Bank | None:
    """The bank with this id, or ``None``."""
    return _BANK_BY_ID.get(bank_id)
