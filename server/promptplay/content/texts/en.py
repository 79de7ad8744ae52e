"""The built-in texts in English."""

from __future__ import annotations

from .base import ArticleText, PageText

ABOUT_US = """\
{brand} is an online entertainment site for adults: live casino, slots, sport, fishing games, card games, keno and more, from well-known game providers, with one wallet for all of them.

## What we stand for

- **Simple money:** deposits and withdrawals run automatically, day and night, to and from the bank account in your own name.
- **Clear promotions:** every promotion says up front what it gives, which games count and the turnover it asks for.
- **Real support:** our team answers on the channels listed on the [support page](/support), every day.
- **Safety first:** your password is never stored in readable form, sign-ins are watched for misuse, and every movement of your money is recorded.

## Play responsibly

Our site is for people aged 18 and over. Games are entertainment, not a way to earn money. Set yourself a budget before you play, take breaks, and never chase losses. If playing stops being fun, talk to us: we can help you take a break.

## Contact us

Questions, ideas or complaints are welcome. Reach us through the channels on the [support page](/support).
"""

RULES = """\
These rules apply to every member of {brand}. By playing on the site you agree to follow them. Where a promotion has its own conditions, those apply as well.

## Your account

- One person, one account. Accounts opened to claim a promotion more than once may be closed.
- You must be at least 18 years old and use your own name, phone number and bank account.
- Keep your password to yourself. Whatever is done with your account counts as done by you.

## Deposits and withdrawals

- Deposit only from the bank account registered on your account, or through the channels shown on the [deposit page](/deposit).
- Withdrawals are paid only to the bank account registered in your name.
- The smallest and largest amounts are shown on the deposit and withdrawal pages.
- We may ask you to confirm who you are before a withdrawal is paid, to protect your money.

## Promotions in general

- A promotion is chosen before the deposit it applies to. Only one promotion can be active at a time.
- Bonus credit comes with a turnover: the amount you must play before the credit can be withdrawn. Each promotion shows its turnover and the games that count.
- While a promotion is active, only the games it names can be played, and withdrawals follow its limits.
- You may end an active promotion yourself; the remaining bonus credit is then forfeited.
- Bonuses obtained by several accounts of one person, by betting patterns designed to clear turnover without real play, or by any misuse of the system may be withdrawn.

## Games

- Game results come from the game providers and are final. If a game is interrupted, its provider's rules decide the outcome of the round.
- Bets placed by mistake because of an obvious fault of a game may be cancelled by its provider.

## Fair play

- Software that plays automatically, collusion between players and exploiting errors of the site or a game are not allowed.
- Accounts that break these rules may be suspended while we look into it, and closed if the breach is confirmed.

## Changes

We may update these rules. The date at the top of this page shows the latest version.
"""

TERMS = """\
These terms and conditions are the agreement between you and {brand} when you use this site. Please read them with our [rules](/rules), our [privacy policy](/privacy-policy) and our [cookies policy](/cookies-policy).

## 1. Who may play

- You must be 18 years of age or older.
- You are responsible for making sure that playing online is allowed where you live.
- You may hold only one account.

## 2. Your account

- The details you give when you register must be true and your own: name, phone number and bank account.
- Keep your password secret. Tell us at once if you think someone else has used your account.
- You may ask us to close your account at any time through the [support page](/support).

## 3. Money

- Deposits and withdrawals are made in the currency of the site, through the channels the site shows.
- Withdrawals are paid to the bank account registered in your name. We may ask you to confirm your identity first.
- Money credited to your account by mistake is not yours to keep and may be corrected.

## 4. Promotions

Each promotion comes with its own conditions (turnover, games that count, withdrawal limits), shown before you choose it. The general rules of promotions are on the [rules page](/rules).

## 5. Games

Games are provided by third-party providers. Their results are final. We are not responsible for the availability of a provider's games, but we will do our best to settle every round correctly.

## 6. Suspension and closing

We may suspend or close an account that breaks these terms or our rules, or that is used for fraud. Where an account is closed, any balance that is properly yours is paid out after the checks are done.

## 7. Responsible play

Play only with money you can afford to lose. If you want a break, contact us and we will help you pause your account.

## 8. Changes to these terms

We may change these terms. The date at the top of this page shows the latest version; continuing to use the site after a change means you accept it.

## 9. Contact

Questions about these terms are welcome through the [support page](/support).
"""

PRIVACY = """\
{brand} respects your privacy. This policy explains what information we keep about you, why, and what you can ask of us.

## What we collect

- **Account details:** your username, name, phone number, and optionally your LINE id and date of birth.
- **Bank details:** the bank account you register, used for your deposits and withdrawals.
- **Activity:** your deposits, withdrawals, promotions and game rounds, which we must keep to run your wallet.
- **Security data:** sign-in times, the device and the network address used, to protect your account against misuse.

## Why we use it

- To open and run your account and your wallet.
- To pay your withdrawals to the right person.
- To apply promotions and their conditions correctly.
- To keep the site and your account safe, and to prevent fraud.
- To answer you when you contact us.

## Who sees it

We do not sell your information. We share only what is needed: with banks and payment providers to move your money, and with game providers to run the games you play (your player name, not your personal details). We may disclose information where the law requires it.

## How long we keep it

We keep your information while your account is open and afterwards only as long as needed for our records and to settle any question about your account.

## Keeping it safe

Passwords are never stored in readable form and no one, our staff included, can see them. Access to member data is limited to the staff who need it to serve you.

## Your choices

You may ask to see the information we hold about you, to correct it, or to close your account. Contact us through the [support page](/support).

## Changes

We may update this policy. The date at the top of this page shows the latest version.
"""

COOKIES = """\
This page explains what {brand} stores in your browser and why.

## What we store

We use only what the site needs to work:

- **Sign-in:** keeps you signed in between pages and visits, until you log out.
- **Language:** remembers the language you chose.
- **Security:** helps us recognise your device, so that an unusual sign-in can be noticed.
- **Referral:** if you arrived through a friend's link, remembers it until you register.

We do not use advertising cookies.

## Your control

You can clear the site's data in your browser settings at any time. You will then be signed out and the site will return to its default language.

## Changes

If we ever start to store something else, we will update this page first. The date at the top of this page shows the latest version.
"""

HELP = """\
The answers to the questions our members ask most. Can't find yours? Our team is ready to help on the [support page](/support).
"""

HELP_ITEMS = (
    (
        "How do I open an account?",
        "Choose **Register**, enter your phone number and the bank account in your own name, then set a password. You must be 18 or over. One person may hold one account.",
    ),
    (
        "How do I deposit?",
        "Open the [deposit page](/deposit), choose a channel and follow the steps shown. Transfer only from the bank account registered on your account, so that the system can match your deposit automatically.",
    ),
    (
        "My deposit has not arrived. What should I do?",
        "Most deposits are credited within a few minutes. If yours has not arrived after 15 minutes, keep the transfer slip and contact us on the [support page](/support).",
    ),
    (
        "How do I withdraw, and how long does it take?",
        "Open the [withdrawal page](/withdrawal), enter the amount and confirm. The money goes to the bank account registered in your name, usually within minutes. The smallest and largest amounts are shown on the page.",
    ),
    (
        "How do promotions work?",
        "Choose a promotion before you deposit; its bonus is added when the deposit is approved. Each promotion shows what it gives, which games count and its turnover. Only one promotion can be active at a time.",
    ),
    (
        "What is turnover?",
        "Turnover is the amount you must play before bonus credit can be withdrawn. For example, a bonus of 100 with a turnover of 5 times asks for 500 of play. Your progress is shown on the [promotion page](/promotion).",
    ),
    (
        "Can I cancel a promotion?",
        "Yes. You can end an active promotion on the [promotion page](/promotion). The remaining bonus credit is then forfeited, and you are free to choose another promotion with your next deposit.",
    ),
    (
        "How do I keep my account safe?",
        "Use a password that you use nowhere else and never share it. Our staff will never ask for your password. If you think someone else has used your account, change your password and tell us at once.",
    ),
)

LANDING = """\
Welcome to {brand}: casino, slots, sport and more in one place, with one wallet and automatic deposits and withdrawals around the clock.

Register in a minute with your phone number and your bank account, make your first deposit, and pick the promotion that suits you. Every promotion shows its conditions before you choose it.

For players aged 18 and over. Play for fun, and play responsibly.
"""

LANDING_ITEMS = (
    ("Automatic deposits and withdrawals", "Money in and out in minutes, 24 hours a day."),
    (
        "Games for every taste",
        "Live casino, slots, sport, fishing, card games and keno from well-known providers.",
    ),
    ("Clear promotions", "Bonuses with their turnover and games shown up front."),
    ("Support every day", "A real team ready to help whenever you need it."),
)

PAGES: dict[str, PageText] = {
    "aboutUs": PageText("About us", ABOUT_US),
    "rules": PageText("Rules", RULES),
    "terms-and-conditions": PageText("Terms and conditions", TERMS),
    "privacy-policy": PageText("Privacy policy", PRIVACY),
    "cookies-policy": PageText("Cookies policy", COOKIES),
    "help": PageText("Help and frequently asked questions", HELP, HELP_ITEMS),
    "landing": PageText("Play at {brand}", LANDING, LANDING_ITEMS),
}

ARTICLES = (
    ArticleText(
        "first-deposit",
        "Your first deposit in three steps",
        "From choosing a channel to seeing your balance: how a deposit works and how to make it go through first time.",
        """\
A deposit at {brand} takes a few minutes. Here is how to make it go through first time.

## 1. Choose a channel

Open the [deposit page](/deposit). It shows the channels available to you, and the smallest and largest amounts.

## 2. Choose a promotion, or none

If you want a bonus, pick a promotion before you transfer. Read its conditions: the turnover, the games that count, and the most you can withdraw. You can also deposit without a promotion.

## 3. Transfer and wait a moment

Transfer from the bank account registered on your account. The system matches it automatically and your balance updates, usually within minutes.

## Good to know

- A transfer from another person's account cannot be matched automatically.
- Keep your transfer slip until the money shows in your balance.
- If something looks wrong, our team is on the [support page](/support).
""",
        age_days=2,
    ),
    ArticleText(
        "turnover-explained",
        "Turnover, explained simply",
        "What turnover means, how it is counted and how to follow your progress before withdrawing a bonus.",
        """\
Most bonuses come with a turnover. It sounds technical, but the idea is simple.

## What it is

Turnover is the amount you must play before bonus credit can be withdrawn. It is shown on every promotion before you choose it.

## An example

You deposit 500 and receive a bonus of 100 with a turnover of 5 times the bonus. You then play 500 in the games the promotion allows. Once that is done, what is left in your balance can be withdrawn, up to the promotion's withdrawal limit.

## Tips

- Check **which games count**: while a promotion is active, only the games it names can be played.
- Follow your progress on the [promotion page](/promotion).
- Changed your mind? You can end a promotion; the remaining bonus credit is then forfeited.
""",
        age_days=6,
    ),
    ArticleText(
        "responsible-play",
        "Play for fun: six habits of careful players",
        "Simple habits that keep games what they should be: entertainment.",
        """\
Games should be fun. These habits help keep them that way.

- **Set a budget** before you start, and stop when it is spent.
- **Set a time limit**, and take regular breaks.
- **Never chase losses.** A loss is the price of the entertainment, not a debt to win back.
- **Don't play when upset**, tired or after drinking.
- **Keep games apart** from money meant for rent, bills or family.
- **Talk to someone** if playing stops being fun.

Our site is for people aged 18 and over. If you want to pause your account, contact us on the [support page](/support) and we will help.
""",
        age_days=12,
    ),
)
