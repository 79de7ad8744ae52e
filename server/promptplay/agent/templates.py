"""Defaults for an agent's template setting and player configuration. What an agent stores is
laid over these, so every answer carries every field of spec §3."""

from __future__ import annotations

import copy
from typing import Any

LAYOUTS = ("a", "b", "c", "pp-1", "ufa-a", "ufa-b", "ufa-c", "zuka")
BUTTON_MODES = ("default", "single", "gradient")


def _button(color: str, font_color: str, colors: list[str]) -> dict[str, Any]:
    """A button in mode `default`: the layout's own look until the agent picks a colour (the
    colours kept here are what the back office offers first when he does)."""
    return {
        "mode": "default",
        "color": color,
        "fontColor": font_color,
        "deg": 135,
        "colors": colors,
    }


DEFAULT_TEMPLATE_SETTING: dict[str, Any] = {
    "template": {
        "name": "a",
        "confirmButton": _button("#16a34a", "#ffffff", ["#22c55e", "#15803d"]),
        "cancelButton": {
            "mode": "default",
            "color": "#4b5563",
            "fontColor": "#ffffff",
            "deg": 0,
            "colors": [],
        },
        "primaryButton": _button("#16a34a", "#ffffff", ["#4ade80", "#16a34a"]),
        "title": None,
        "description": None,
        "favicon": None,
        "logo": None,
        "bgImage": None,
        "lineFloatingButton": False,
        "lineUrl": None,
        "telegramFloatingButton": False,
        "telegramUrl": None,
        "whatAppFloatingButton": False,
        "whatAppUrl": None,
        "facebookMessengerFloatingButton": False,
        "facebookMessengerUrl": None,
    },
    "layout": {"name": "a"},
}

DEFAULT_PLAYER_CONFIGURATION: dict[str, Any] = {
    "contact": {
        "lineId": None,
        "lineUrl": None,
        "telegramUrl": None,
        "whatAppUrl": None,
        "facebookMessengerUrl": None,
        "tel": None,
        "email": None,
    },
    "autoPromotion": "normal",
}


def deep_merge(base: dict[str, Any], override: dict[str, Any] | None) -> dict[str, Any]:
    merged = copy.deepcopy(base)
    for key, value in (override or {}).items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = copy.deepcopy(value)
    return merged


def template_setting(stored: dict[str, Any] | None) -> dict[str, Any]:
    """What an agent stored over the defaults. A layout name that is none of LAYOUTS is served
    as stored (the site shows layout a for it): the back office never saves one, so it is a
    row edited by hand, which the operator must see as it is."""
    return deep_merge(DEFAULT_TEMPLATE_SETTING, stored)


def unknown_layout(setting: dict[str, Any]) -> str | None:
    """The layout name of a template setting when it is none of LAYOUTS."""
    layout = setting.get("layout")
    name = layout.get("name") if isinstance(layout, dict) else None
    return None if name in LAYOUTS else repr(name)


def player_configuration(stored: dict[str, Any] | None) -> dict[str, Any]:
    return deep_merge(DEFAULT_PLAYER_CONFIGURATION, stored)
