"""Bodies and answers of the back office's template calls (docs/api.md "Templates and preview").
A template setting is checked in full: every field of spec §3's shape, each to its rule."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    model_validator,
)

from ..agent.templates import LAYOUTS
from . import rules


def _checked(problem_of: Any) -> Any:
    """A validator from a rule: the rule's words as the error; "" kept as None."""

    def check(value: str | None) -> str | None:
        if value is None or value == "":
            return None
        problem = problem_of(value)
        if problem is not None:
            raise ValueError(problem)
        return value

    return AfterValidator(check)


def _colour(value: str) -> str:
    problem = rules.colour_problem(value)
    if problem is not None:
        raise ValueError(problem)
    return value.lower()


def _plain(text: str) -> str:
    problem = rules.text_problem(text)
    if problem is not None:
        raise ValueError(problem)
    return text


def _known_layout(name: str) -> str:
    if name not in LAYOUTS:
        raise ValueError(f"the layout is one of {', '.join(LAYOUTS)}")
    return name


ImageUrl = Annotated[StrictStr | None, _checked(rules.image_url_problem)]
LinkUrl = Annotated[StrictStr | None, _checked(rules.link_url_problem)]
Colour = Annotated[StrictStr, AfterValidator(_colour)]
LayoutName = Annotated[StrictStr, AfterValidator(_known_layout)]
PlainText = Annotated[StrictStr, AfterValidator(_plain)]


class ButtonIn(BaseModel):
    model_config = ConfigDict(extra="ignore")
    mode: Literal["default", "single", "gradient"]
    color: Colour
    fontColor: Colour
    deg: Annotated[StrictInt, Field(ge=0, le=rules.DEG_MAX)]
    colors: Annotated[list[Colour], Field(max_length=rules.COLOURS_MAX)]

    @model_validator(mode="after")
    def _enough_colours(self) -> ButtonIn:
        problem = rules.colours_problem(self.mode, self.colors)
        if problem is not None:
            raise ValueError(problem)
        return self


class TemplateIn(BaseModel):
    model_config = ConfigDict(extra="ignore")
    # The layout's name again (spec §3); saved as layout.name whatever is sent.
    name: StrictStr | None = None
    confirmButton: ButtonIn
    cancelButton: ButtonIn
    primaryButton: ButtonIn
    title: Annotated[PlainText | None, Field(max_length=rules.TITLE_MAX)]
    description: Annotated[PlainText | None, Field(max_length=rules.DESCRIPTION_MAX)]
    favicon: ImageUrl
    logo: ImageUrl
    bgImage: ImageUrl
    lineFloatingButton: StrictBool
    lineUrl: LinkUrl
    telegramFloatingButton: StrictBool
    telegramUrl: LinkUrl
    whatAppFloatingButton: StrictBool
    whatAppUrl: LinkUrl
    facebookMessengerFloatingButton: StrictBool
    facebookMessengerUrl: LinkUrl


class LayoutIn(BaseModel):
    model_config = ConfigDict(extra="ignore")
    name: LayoutName


class TemplateSettingIn(BaseModel):
    """A whole template setting, as agent.templateSetting is."""

    model_config = ConfigDict(extra="ignore")
    template: TemplateIn
    layout: LayoutIn

    def stored(self) -> dict[str, Any]:
        """The setting as the agent keeps it (and as getDomain serves it)."""
        setting = self.model_dump(mode="json")
        setting["template"]["name"] = self.layout.name
        return setting


class TemplateBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    templateSetting: TemplateSettingIn


class TemplateDomain(BaseModel):
    """One of the agent's host names with its own logo and background (None: the template's)."""

    id: int
    domain: str
    isPrimary: bool
    logo: str | None
    bgImage: str | None


class TemplatePage(BaseModel):
    templateSetting: dict[str, Any]
    layouts: list[str]
    domains: list[TemplateDomain]


class BrandingBody(BaseModel):
    """Both fields are sent: null (or "") drops the host's own image."""

    model_config = ConfigDict(extra="ignore")
    logo: ImageUrl
    bgImage: ImageUrl


class PreviewBody(BaseModel):
    model_config = ConfigDict(extra="ignore")
    domain: Annotated[StrictStr | None, Field(max_length=253)] = None  # None: the primary


class Preview(BaseModel):
    previewId: str
    domain: str
    expiresAt: datetime


class PreviewTemplate(BaseModel):
    model_config = ConfigDict(extra="ignore")
    name: Literal["template"]
    data: TemplateSettingIn


class PreviewImage(BaseModel):
    """A logo or background over everything else; null drops the override."""

    model_config = ConfigDict(extra="ignore")
    name: Literal["logo", "bg"]
    data: ImageUrl


PreviewChange = Annotated[PreviewTemplate | PreviewImage, Field(discriminator="name")]


class PreviewRef(BaseModel):
    previewId: str
