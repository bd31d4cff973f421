"""The Duplicate scene's parts: the round at the TV without pygame (``table``), the
engine's searches one after another (``searches``), the reveal (``reveal``) and the
drawing (``painter``)."""
