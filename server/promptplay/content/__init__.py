"""The site's content (docs/content.md): text pages and articles of each agent."""
