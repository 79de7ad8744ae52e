"""The texts a new agent's site starts with, one module per language (docs/content.md §4).
`{brand}` stands for the agent's site name and is filled in when a page is read."""
